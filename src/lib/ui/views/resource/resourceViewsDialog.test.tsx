import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineResource, type ResourcePages } from '@/lib/api/defineResource';
import type { ListParams } from '@/lib/api/listParams';
import { i18next } from '@/lib/i18n/i18n';
import { route } from '@/lib/pathBuilder';
import { defaultPreferences } from '@/lib/preferences/preferencesSlice';
import { makeStore } from '@/lib/store/makeStore';
import { required } from '@/lib/validation/rules';
import { choiceOf, search } from '../../controllers/resource/viewDeclaration';
import type { FormFieldsProps } from '../../controllers/resource/resourceViewsDeclaration';
import { fieldsFor } from '../form/fieldsFor';
import { resourceViews } from './resourceViews';

/** One namespace for several resources: the page words under the resource's prefix. */
const WORDS = {
  rotors: {
    title: 'Rotors',
    intro: 'The rotors of the workshop.',
    empty: 'No rotor yet',
    add: 'Add a rotor',
    addTitle: 'New rotor',
    editTitle: 'Edit {{name}}',
    searchLabel: 'Search rotors',
    notAdded: 'Cannot add the rotor',
  },
  fields: { shop: 'Workshop' },
};

interface Rotor {
  id: number;
  name: string;
  mounted: boolean;
}
const ROTORS: Rotor[] = [
  { id: 1, name: 'Main', mounted: true },
  { id: 2, name: 'Tail', mounted: false },
];
const schema = z.object({ name: required });
type Values = z.input<typeof schema>;
const { TextField } = fieldsFor<Values>();

const seen = { list: [] as ListParams<'search' | 'shop'>[], saved: [] as unknown[] };
const done = (data: { id: number }) => ({ unwrap: () => Promise.resolve(data) });
const save = (arg: { id?: number } & Values) => {
  seen.saved.push(arg);
  return done({ id: arg.id ?? 3 });
};
const hooks = {
  useList: (args: ListParams<'search' | 'shop'>) => {
    seen.list.push(args);
    return { data: { items: ROTORS, total: 2 }, isFetching: false, refetch: vi.fn() };
  },
  useRead: () => ({ data: undefined, refetch: vi.fn() }),
  useCreate: () => [save] as const,
  useUpdate: () => [save] as const,
  useDelete: () => [(id: number) => done({ id })] as const,
};

const rotors = defineResource({
  id: 'test.rotors',
  subject: 'TRIP',
  namespaces: ['testFleet'],
  paths: { list: route('/rotors') },
  endpoint: 'api/test-rotor',
  tag: 'TestRotor',
  listKey: 'rotors',
  views: () => Promise.resolve({ default: views }),
});

/** The fields are given the record they edit. */
function RotorFields({ record }: FormFieldsProps<Rotor>) {
  return (
    <>
      <TextField name="name" label="Name" required />
      {record && <p>Editing rotor {record.id}</p>}
    </>
  );
}

const views: ResourcePages = resourceViews(rotors, hooks, {
  itemLabel: (rotor) => rotor.name,
  wordsPrefix: 'rotors',
  deletable: (rotor) => !rotor.mounted,
  useData: () => ({ shops: [{ value: 'nce', label: 'Nice' }] }),
  list: {
    filters: ({ shops }) => [search('search'), choiceOf('shop', shops)],
    defaultPageSize: 5,
    columns: [{ id: 'name' }],
  },
  form: {
    schema,
    defaults: { name: '' },
    toValues: (rotor) => ({ name: rotor.name }),
    toPayload: (values, { shops }) => ({ ...values, name: `${values.name} (${shops.length})` }),
    Fields: RotorFields,
    dialog: {},
  },
});

/** The same rotors, their form declared as data in the dialog. */
const declaredRotors = defineResource({
  id: 'test.declaredRotors',
  subject: 'TRIP',
  namespaces: ['testFleet'],
  paths: { list: route('/declared-rotors') },
  endpoint: 'api/test-rotor',
  tag: 'TestRotor',
  listKey: 'rotors',
  views: () => Promise.resolve({ default: declaredViews }),
});

const declaredViews: ResourcePages = resourceViews(declaredRotors, hooks, {
  itemLabel: (rotor) => rotor.name,
  wordsPrefix: 'rotors',
  useData: () => ({ shop: 'Nice' }),
  list: { columns: [{ id: 'name' }] },
  form: {
    fields: [
      { name: 'name', kind: 'text', required: true },
      { name: 'note', kind: 'custom', render: ({ record }) => record && <p>Rotor {record.id}</p> },
    ],
    defaults: { name: '', note: null },
    toValues: (rotor: Rotor) => ({ name: rotor.name, note: null }),
    toPayload: (values: { name: string; note: null }, { shop }) => ({
      name: `${values.name} (${shop})`,
    }),
    dialog: {},
  },
});

/** Rotors the API only adds (no edit), whose refusals the screen words itself. */
const refused = {
  kind: 'server',
  status: 500,
  message: 'Internal error',
  fieldErrors: {},
  data: null,
} as const;
const addedRotors = defineResource({
  id: 'test.addedRotors',
  subject: 'TRIP',
  namespaces: ['testFleet'],
  paths: { list: route('/added-rotors') },
  endpoint: 'api/test-rotor',
  tag: 'TestRotor',
  listKey: 'rotors',
  views: () => Promise.resolve({ default: addedViews }),
});
const addedViews: ResourcePages = resourceViews(
  addedRotors,
  {
    ...hooks,
    useCreate: () => [() => ({ unwrap: () => Promise.reject(refused) })] as const,
  },
  {
    itemLabel: (rotor) => rotor.name,
    wordsPrefix: 'rotors',
    deletable: () => false,
    list: { columns: [{ id: 'name' }] },
    form: {
      fields: [{ name: 'name', kind: 'text', required: true }],
      defaults: { name: '' },
      toValues: (rotor: Rotor) => ({ name: rotor.name }),
      toPayload: (values: { name: string }) => values,
      dialog: { edit: false },
      failureTitle: 'rotors.notAdded',
    },
  },
);

function renderList(resource: Pick<typeof rotors, 'routes'> = rotors, path = '/rotors') {
  const store = makeStore({
    user: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      profilePictureFileUrl: null,
      defaultLang: null,
      defaultCurrency: null,
      rights: (['view', 'add', 'edit', 'delete'] as const).map((action) => ({
        action,
        subject: 'trip',
      })),
      organizations: [],
    },
    nonce: null,
    organization: { selected: null },
    preferences: defaultPreferences,
  });
  const router = createMemoryRouter(
    resource.routes.map((r) => ({
      path: r.path,
      lazy: async () => ({ Component: (await r.page()).default }),
    })),
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const rowOf = (name: string) => {
  const row = screen.getAllByRole('row').find((r) => within(r).queryByText(name));
  if (!row) throw new Error(`no row ${name}`);
  return row;
};

describe('a resource whose form is a dialog on its list', () => {
  beforeEach(() => {
    i18next.addResourceBundle('en', 'testFleet', WORDS);
    seen.saved = [];
  });

  it('reads its words under its prefix, its filters from its data, its page size', async () => {
    renderList();
    await screen.findByRole('heading', { level: 1, name: 'Rotors' });
    expect(screen.getByText('The rotors of the workshop.')).toBeInTheDocument();
    const bar = screen.getByRole('search', { name: 'Filters' });
    expect(within(bar).getByRole('searchbox', { name: 'Search rotors' })).toBeInTheDocument();
    const shop = within(bar).getByRole('combobox', { name: 'Workshop' });
    expect(within(shop).getByRole('option', { name: 'Nice' })).toBeInTheDocument();
    expect(seen.list.at(-1)?.pageSize).toBe(5);
    // No show page: the rows link nowhere; a mounted rotor may not be deleted.
    expect(within(rowOf('Main')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rowOf('Main')).queryByRole('button', { name: 'Delete Main' })).toBeNull();
    expect(within(rowOf('Tail')).getByRole('button', { name: 'Delete Tail' })).toBeVisible();
  });

  it('adds in the dialog, the payload given the views’ data', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Add a rotor' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rotor' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Spare');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.saved).toEqual([{ name: 'Spare (1)' }]);
  });

  it('edits a row in the dialog, its fields given the record', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('heading', { level: 1, name: 'Rotors' });
    await user.click(within(rowOf('Tail')).getByRole('button', { name: 'Edit Tail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tail' });
    expect(within(dialog).getByText('Editing rotor 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Tail');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.saved).toEqual([{ id: 2, name: 'Tail (1)' }]));
  });

  it('edits in the dialog a form declared as data, given the record and the views’ data', async () => {
    const user = userEvent.setup();
    renderList(declaredRotors, '/declared-rotors');
    await screen.findByRole('heading', { level: 1, name: 'Rotors' });
    await user.click(within(rowOf('Tail')).getByRole('button', { name: 'Edit Tail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tail' });
    expect(within(dialog).getByText('Rotor 2')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(name, 'Spare');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.saved).toEqual([{ id: 2, name: 'Spare (Nice)' }]));
  });

  it('only adds where the dialog says so, a refusal told in the screen’s words', async () => {
    const user = userEvent.setup();
    renderList(addedRotors, '/added-rotors');
    await screen.findByRole('heading', { level: 1, name: 'Rotors' });
    expect(within(rowOf('Tail')).queryByRole('button', { name: 'Edit Tail' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a rotor' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rotor' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Spare');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Cannot add the rotor');
  });
});
