import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Right } from '@/lib/auth/types';
import { defaultPreferences } from '@/lib/preferences/preferencesSlice';
import { makeStore } from '@/lib/store/makeStore';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { DataTable } from '../table/DataTable';
import type { ResourceAction } from '../../controllers/resource/actions';
import { ResourceActions } from './ResourceActions';

interface Part {
  id: number;
  name: string;
  locked: boolean;
}
const parts: Part[] = [
  { id: 1, name: 'Rotor', locked: false },
  { id: 2, name: 'Skid', locked: true },
];

const actions: ResourceAction<Part>[] = [
  { kind: 'edit', permission: 'TRIP_EDIT', to: (part) => `/parts/${part.id}/edit` },
  {
    kind: 'link',
    id: 'history',
    permission: 'TRIP_VIEW',
    label: (part) => `History of ${part.name}`,
    to: (part) => `/parts/${part.id}/history`,
  },
  {
    kind: 'dialog',
    id: 'scrap',
    permission: 'TRIP_EDIT',
    destructive: true,
    label: (part) => `Scrap ${part.name}`,
    available: (part) => !part.locked,
    dialog: (part, close) => (
      <ConfirmDialog
        open
        destructive
        title={`Scrap ${part.name}?`}
        onConfirm={close}
        onClose={close}
      />
    ),
  },
  {
    kind: 'custom',
    id: 'label',
    permission: 'TRIP_DELETE',
    render: (part) => <button type="button">Print the label of {part.name}</button>,
  },
];

function renderTable(rights: Right[]) {
  const store = makeStore({
    user: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      profilePictureFileUrl: null,
      defaultLang: null,
      defaultCurrency: null,
      rights,
      organizations: [],
    },
    nonce: null,
    organization: { selected: null },
    preferences: defaultPreferences,
  });
  const onRowClick = vi.fn();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <DataTable
          label="Parts"
          columns={[{ id: 'name', header: 'Name', render: (part: Part) => part.name }]}
          rows={parts}
          totalItems={2}
          getRowId={(part) => part.id}
          onRowClick={onRowClick}
          rowActions={(part) => (
            <ResourceActions
              row={part}
              actions={actions}
              itemLabel={(p) => p.name}
              onDelete={vi.fn()}
            />
          )}
        />
      </MemoryRouter>
    </Provider>,
  );
  const row = (name: string) =>
    within(screen.getByRole('table', { name: 'Parts' }))
      .getByRole('cell', { name })
      .closest('tr') as HTMLElement;
  return { row, onRowClick };
}

describe('row actions', () => {
  it('offers one or two icons, and more in one menu with the destructive one apart', async () => {
    const user = userEvent.setup();
    const { row, onRowClick } = renderTable([
      { action: 'view', subject: 'trip' },
      { action: 'edit', subject: 'trip' },
      { action: 'delete', subject: 'trip' },
    ]);
    // Skid offers two actions (it cannot be scrapped): two icons.
    const skid = row('Skid');
    expect(within(skid).getByRole('link', { name: 'Edit Skid' })).toHaveAttribute(
      'href',
      '/parts/2/edit',
    );
    expect(within(skid).getByRole('link', { name: 'History of Skid' })).toBeVisible();
    expect(within(skid).queryByRole('button', { name: 'Actions for Skid' })).toBeNull();

    // Rotor offers three, and a custom one that stays beside the menu.
    const rotor = row('Rotor');
    expect(within(rotor).queryByRole('link', { name: 'Edit Rotor' })).toBeNull();
    expect(within(rotor).getByRole('button', { name: 'Print the label of Rotor' })).toBeVisible();
    await user.click(within(rotor).getByRole('button', { name: 'Actions for Rotor' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'History of Rotor', 'Scrap Rotor']);
    expect(within(menu).getByRole('menuitem', { name: 'History of Rotor' })).toHaveAttribute(
      'href',
      '/parts/1/history',
    );
    // The destructive one is last, set apart by a divider.
    expect(within(menu).getByRole('separator')).toBeInTheDocument();

    await user.click(within(menu).getByRole('menuitem', { name: 'Scrap Rotor' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Scrap Rotor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('hides the actions whose permission the person lacks', () => {
    const { row } = renderTable([{ action: 'view', subject: 'trip' }]);
    const rotor = row('Rotor');
    expect(within(rotor).getByRole('link', { name: 'History of Rotor' })).toBeVisible();
    expect(within(rotor).queryByRole('link', { name: 'Edit Rotor' })).toBeNull();
    expect(within(rotor).queryByRole('button', { name: 'Scrap Rotor' })).toBeNull();
    expect(within(rotor).queryByRole('button', { name: /Print the label/ })).toBeNull();
  });
});
