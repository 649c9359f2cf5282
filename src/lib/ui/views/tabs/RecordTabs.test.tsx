import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/lib/store/makeStore';
import { TextField } from '../form/TextField';
import type { MutationCall } from '../../controllers/resource/actions';
import { SectionForm } from '../resource/SectionForm';
import { RecordTabs } from './RecordTabs';

interface Legal {
  vatNumber: string;
}
const record = { data: { vatNumber: 'FR40123456789' }, refetch: () => undefined };
const save = (values: Legal): MutationCall<Legal> => ({ unwrap: () => Promise.resolve(values) });

const Documents = lazy(() => Promise.resolve({ default: () => <p>The documents</p> }));

function LegalForm() {
  return (
    <SectionForm
      title="Legal"
      record={record}
      toValues={(legal: Legal) => legal}
      toPayload={(values: Legal) => values}
      save={save}
    >
      <TextField name="vatNumber" label="VAT number" />
    </SectionForm>
  );
}

function Page() {
  return (
    <RecordTabs
      label="Supplier sections"
      defaultTab="legal"
      groups={[
        { value: 'profile', label: 'Profile' },
        { value: 'files', label: 'Files' },
      ]}
      tabs={[
        { value: 'legal', label: 'Legal', group: 'profile', render: () => <LegalForm /> },
        { value: 'contact', label: 'Contact', group: 'profile', render: () => <p>The contact</p> },
        { value: 'documents', label: 'Documents', group: 'files', render: () => <Documents /> },
      ]}
    />
  );
}

function setup(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/suppliers/:id/:tab?', element: <Page /> },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={makeStore(null)}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const sections = () => screen.getByRole('tablist', { name: 'Supplier sections' });

describe('RecordTabs', () => {
  it('opens the default tab when the URL names none or an unknown one, replacing the entry', async () => {
    const router = setup('/suppliers/7/nonsense');
    expect(await screen.findByRole('form', { name: 'Legal' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/suppliers/7/legal');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the tab of the URL; each tab and group is a link; a group shows its own tabs', async () => {
    setup('/suppliers/7/contact');
    expect(screen.getByText('The contact')).toBeVisible();
    expect(within(sections()).getByRole('tab', { name: 'Contact', selected: true })).toBeVisible();
    expect(within(sections()).getByRole('tab', { name: 'Legal' })).toHaveAttribute(
      'href',
      '/suppliers/7/legal',
    );
    expect(screen.getByRole('tabpanel', { name: 'Contact' })).toBeVisible();
    const groups = screen.getByRole('tablist', { name: 'Section groups' });
    await userEvent.click(within(groups).getByRole('tab', { name: 'Files' }));
    // A lazy tab loads when shown.
    expect(await screen.findByText('The documents')).toBeVisible();
    expect(
      within(sections())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Documents']);
  });

  it('asks before leaving a tab whose form holds unsaved changes; staying keeps them', async () => {
    const user = userEvent.setup();
    const router = setup('/suppliers/7/legal');
    const vat = await screen.findByRole('textbox', { name: 'VAT number' });
    await user.clear(vat);
    await user.type(vat, 'FR11');
    await user.click(within(sections()).getByRole('tab', { name: 'Contact' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/suppliers/7/legal');
    expect(screen.getByRole('textbox', { name: 'VAT number' })).toHaveValue('FR11');

    await user.click(within(sections()).getByRole('tab', { name: 'Contact' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave this page?' })).getByRole(
        'button',
        {
          name: 'Leave',
        },
      ),
    );
    expect(await screen.findByText('The contact')).toBeVisible();
  });

  it('lets a saved form go without asking, and leaves a clean one at once', async () => {
    const user = userEvent.setup();
    const router = setup('/suppliers/7/legal');
    const vat = await screen.findByRole('textbox', { name: 'VAT number' });
    await user.type(vat, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(sections()).getByRole('tab', { name: 'Contact' }));
    expect(await screen.findByText('The contact')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await router.navigate('/elsewhere');
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeVisible();
  });
});
