import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { i18next } from '@/lib/i18n/i18n';
import type { FieldDeclaration } from '../../controllers/resource/formDeclaration';
import { declaredSchema, inSection } from '../../controllers/resource/formSchema';
import { renderForm } from '../form/testing/FormHarness';
import { DeclaredFields } from './DeclaredFields';

const fields: FieldDeclaration[] = [
  { name: 'title', kind: 'text', required: true },
  { name: 'kind', kind: 'select', options: ['air', 'road'], optionLabels: 'kinds', required: true },
  { name: 'stops', kind: 'rows', columns: [{ name: 'place', kind: 'text', required: true }] },
];
const limits = { title: { maxLength: 5 }, stops: { maxItems: 2 } };

describe('DeclaredFields', () => {
  beforeEach(() => {
    i18next.addResourceBundle('en', 'stops', {
      fields: { title: 'Title', kind: 'Kind', place: 'Place', stops: 'Stops', terms: 'Terms' },
      kinds: { air: 'By air', road: 'By road' },
      stops: {
        title: 'Stops',
        row: 'Stop {{index}}',
        remove: 'Remove stop {{index}}',
        add: 'Add a stop',
      },
    });
  });

  it('draws the declared fields with their labels, checks them and adds rows up to the limit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const schema = declaredSchema<FieldValues>({ fields, limits });
    const resolver: Resolver<FieldValues> = zodResolver(schema);
    renderForm(<DeclaredFields fields={fields} ns="stops" limits={limits} />, {
      defaultValues: { title: 'Longer', kind: null, stops: [] },
      resolver,
      onSubmit,
    });
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must contain at most 5 characters')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();

    const add = screen.getByRole('button', { name: 'Add a stop' });
    await user.click(add);
    await user.click(add);
    expect(add).toBeDisabled();
    const second = screen.getByRole('group', { name: 'Stop 2' });
    expect(within(second).getByRole('textbox', { name: 'Place' })).toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'Remove stop 2' }));
    expect(screen.queryByRole('group', { name: 'Stop 2' })).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('draws a field with shownWhen only while the form’s values pass', async () => {
    const user = userEvent.setup();
    const onlyByRoad: FieldDeclaration[] = [
      { name: 'kind', kind: 'select', options: ['air', 'road'], optionLabels: 'kinds' },
      {
        name: 'stops',
        kind: 'rows',
        columns: [{ name: 'place', kind: 'text' }],
        shownWhen: (values) => values.kind === 'road',
      },
    ];
    renderForm(<DeclaredFields fields={onlyByRoad} ns="stops" />, {
      defaultValues: { kind: 'air', stops: [] },
    });
    expect(screen.queryByRole('button', { name: 'Add a stop' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'By road' }));
    expect(await screen.findByRole('button', { name: 'Add a stop' })).toBeInTheDocument();
  });

  it('shows the file an upload field keeps as a link, removable for a new one', async () => {
    const user = userEvent.setup();
    const kept = {
      id: 3,
      name: 'terms.pdf',
      url: '/files/3',
      size: 9,
      contentType: 'application/pdf',
    };
    renderForm(<DeclaredFields fields={[{ name: 'terms', kind: 'upload' }]} ns="stops" />, {
      defaultValues: { terms: kept },
    });
    expect(screen.getByRole('link', { name: 'terms.pdf' })).toHaveAttribute('href', '/files/3');
    await user.click(screen.getByRole('button', { name: 'Remove terms.pdf' }));
    expect(screen.queryByRole('link', { name: 'terms.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Choose a file/ })).toBeInTheDocument();
  });

  it('groups fields in titled sections and draws measures, searches, types and the record', () => {
    i18next.addResourceBundle('en', 'planes', {
      fields: { tail: 'Tail', mtow: 'MTOW', country: 'Country', mail: 'Email' },
      sections: { identity: 'Identity', figures: 'Figures' },
    });
    type Field = FieldDeclaration<string, { id: number }>;
    const planeFields: Field[] = [
      ...inSection<Field>('identity', [
        { name: 'tail', kind: 'text', render: ({ record }) => <p>Plane {record?.id}</p> },
        { name: 'mail', kind: 'text', type: 'email' },
        {
          name: 'country',
          kind: 'select',
          searchable: true,
          useOptions: () => [{ value: 'FR', label: 'France' }],
        },
      ]),
      ...inSection<Field>('figures', [{ name: 'mtow', kind: 'number', measure: 'kg' }]),
    ];
    renderForm(
      <DeclaredFields<{ id: number }>
        fields={planeFields}
        ns="planes"
        form={{ mode: 'edit', record: { id: 7 } }}
        before={({ mode }) => <p>Mode {mode}</p>}
      />,
      { defaultValues: { tail: '', mail: '', country: null, mtow: null } },
    );
    expect(screen.getByText('Mode edit')).toBeInTheDocument();
    const identity = screen.getByRole('group', { name: 'Identity' });
    expect(within(identity).getByText('Plane 7')).toBeInTheDocument();
    expect(within(identity).getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'type',
      'email',
    );
    expect(within(identity).getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    const figures = screen.getByRole('group', { name: 'Figures' });
    expect(within(figures).getByRole('textbox', { name: /^MTOW/ })).toBeInTheDocument();
    expect(within(figures).getByText('kg')).toBeInTheDocument();
  });

  it('places the fields under a prefix of a larger form, labelled by their own names', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const part = declaredSchema<FieldValues>({ fields: fields.slice(0, 2), limits });
    const resolver = zodResolver(z.object({ trip: part })) as unknown as Resolver<FieldValues>;
    renderForm(<DeclaredFields fields={fields.slice(0, 2)} ns="stops" prefix="trip" />, {
      defaultValues: { trip: { title: 'Nice', kind: 'air' } },
      resolver,
      onSubmit,
    });
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Nice');
    await user.clear(title);
    await user.type(title, 'Monaco');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must contain at most 5 characters')).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Cap');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ trip: { title: 'Cap', kind: 'air' } });
  });
});
