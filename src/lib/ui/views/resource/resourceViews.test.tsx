import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineResource, type ResourcePages } from '@/lib/api/defineResource';
import type { ListParams } from '@/lib/api/listParams';
import { i18next } from '@/lib/i18n/i18n';
import { resourcePaths } from '@/lib/pathBuilder';
import { defaultPreferences } from '@/lib/preferences/preferencesSlice';
import { makeStore } from '@/lib/store/makeStore';
import { required } from '@/lib/validation/rules';
import { enumOf, search } from '../../controllers/resource/viewDeclaration';
import { fieldsFor } from '../form/fieldsFor';
import { resourceViews } from './resourceViews';
import { tableSection } from './tableSection';

const WORDS = {
  list: { title: 'Gadgets', empty: 'No gadget yet', add: 'Add a gadget' },
  form: { addTitle: 'New gadget', editTitle: 'Edit {{name}}', duplicateTitle: 'Copy {{name}}' },
  sections: { details: 'Details', parts: 'Parts' },
  fields: { price: 'Price', part: 'Part' },
  statuses: { active: 'Running', inactive: 'Stopped' },
};

interface Gadget {
  id: number;
  name: string;
  status: 'active' | 'inactive';
  price: number;
  parts: string[];
}
const GADGETS: Gadget[] = [
  { id: 1, name: 'Rotor', status: 'active', price: 1250, parts: ['Blade', 'Hub'] },
  { id: 2, name: 'Skid', status: 'inactive', price: 80, parts: [] },
];
const schema = z.object({ name: required });
type Values = z.input<typeof schema>;
const { TextField } = fieldsFor<Values>();

const seen = { list: [] as ListParams<'search' | 'status'>[], updates: [] as unknown[] };
const done = (data: { id: number }) => ({ unwrap: () => Promise.resolve(data) });
const hooks = {
  useList: (args: ListParams<'search' | 'status'>) => {
    seen.list.push(args);
    const items = GADGETS.filter((g) => !args.filters.status || g.status === args.filters.status);
    return { data: { items, total: items.length }, isFetching: false, refetch: vi.fn() };
  },
  useRead: (id: number | SkipToken) => ({
    data: id === skipToken ? undefined : GADGETS.find((gadget) => gadget.id === id),
    refetch: vi.fn(),
  }),
  useCreate: () => [(payload: Values) => done({ id: 3, ...payload })] as const,
  useUpdate: () =>
    [
      (arg: { id: number } & Values) => {
        seen.updates.push(arg);
        return done(arg);
      },
    ] as const,
  useDelete: () => [(id: number) => done({ id })] as const,
};

const gadgets = defineResource({
  id: 'test.gadgets',
  subject: 'TRIP',
  namespaces: ['testGadgets'],
  paths: resourcePaths('/gadgets', '/gadget'),
  endpoint: 'api/test-gadget',
  tag: 'TestGadget',
  listKey: 'gadgets',
  views: () => Promise.resolve({ default: views }),
});

const views: ResourcePages = resourceViews(gadgets, hooks, {
  itemLabel: (gadget) => gadget.name,
  list: {
    filters: [search('search'), enumOf('status', ['active', 'inactive'])],
    columns: [{ id: 'name' }, { id: 'status', format: 'status' }, { id: 'price', format: 'money' }],
    after: ({ t }) => <aside aria-label="Below">{t('fields.price')}</aside>,
  },
  show: {
    status: 'status',
    sections: [
      { id: 'details', items: [{ id: 'price', format: 'money' }, 'name'] },
      tableSection('parts', {
        rows: (gadget: Gadget) => gadget.parts,
        columns: [{ id: 'part', render: (part) => part }],
      }),
    ],
  },
  form: {
    schema,
    defaults: { name: '' },
    toValues: (gadget) => ({ name: gadget.name }),
    toPayload: (values: { name: string }) => values,
    readOnly: (gadget) => gadget.status === 'inactive',
    Fields: () => <TextField name="name" label="Name" required />,
  },
});

function renderAt(path: string) {
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
    gadgets.routes.map((route) => ({
      path: route.path,
      handle: { formMode: route.formMode },
      lazy: async () => ({ Component: (await route.page()).default }),
    })),
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('a resource’s views declared as data', () => {
  beforeEach(() => {
    i18next.addResourceBundle('en', 'testGadgets', WORDS);
  });

  it('lists with the declared filters and columns, words by convention', async () => {
    const user = userEvent.setup();
    renderAt('/gadgets');
    await screen.findByRole('heading', { level: 1, name: 'Gadgets' });
    const table = screen.getByRole('table', { name: 'Gadgets' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(0, 3)).toEqual(['Name', 'Status', 'Price']);
    expect(within(table).getByText('Running')).toBeInTheDocument();
    expect(within(table).getByText('€1,250.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a gadget' })).toHaveAttribute(
      'href',
      '/gadget/add',
    );
    const bar = screen.getByRole('search', { name: 'Filters' });
    expect(within(bar).getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Status' }), 'Stopped');
    await waitFor(() => expect(seen.list.at(-1)?.filters).toEqual({ status: 'inactive' }));
    // The section declared after the table, given the views' words.
    expect(screen.getByRole('complementary', { name: 'Below' })).toHaveTextContent('Price');
  });

  it('shows a record: its status, its sections of items and of rows', async () => {
    renderAt('/gadget/1/show');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Rotor' });
    expect(heading.parentElement).toHaveTextContent('Running');
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Price')).toBeInTheDocument();
    expect(within(details).getByText('€1,250.00')).toBeInTheDocument();
    // An item named by its field alone: the kit's label, the value as text.
    expect(within(details).getByText('Name')).toBeInTheDocument();
    expect(within(details).getByText('Rotor')).toBeInTheDocument();
    const parts = screen.getByRole('table', { name: 'Parts' });
    expect(within(parts).getByText('Blade')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gadgets' })).toHaveAttribute('href', '/gadgets');
  });

  it('edits a record in the form of its mode, then opens it', async () => {
    const user = userEvent.setup();
    const router = renderAt('/gadget/1/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Rotor' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Rotor'));
    await user.clear(name);
    await user.type(name, 'Main rotor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gadget/1/show'));
    expect(seen.updates).toEqual([{ id: 1, name: 'Main rotor' }]);
  });

  it('shows a record the declaration keeps from hand edits without Save', async () => {
    renderAt('/gadget/2/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Skid' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Skid'));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/gadgets');
  });
});
