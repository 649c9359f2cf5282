import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderRoute, type DemoRole } from '@tests/utils/renderRoute';

const EN = { language: 'en' } as const;
/** The first render loads the lazy page and its translations: slower on a busy machine. */
const SLOW = { timeout: 10000 };

async function openPage(path: string, title: string, as: DemoRole = 'buyer') {
  const app = await renderRoute(path, { as, preferences: EN });
  const heading = await screen.findByRole('heading', { level: 1, name: title }, SLOW);
  const header = heading.closest<HTMLElement>('header');
  if (!header) throw new Error('no page header');
  return { app, header };
}

async function openMenu(header: HTMLElement) {
  await userEvent.click(within(header).getByRole('button', { name: 'More actions' }));
  const menu = screen.getByRole('menu');
  return {
    menu,
    items: within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  };
}

describe('aircraft page header', { timeout: 30000 }, () => {
  it('shows the state and key facts, Edit alone beside the menu holding Duplicate and Delete', async () => {
    const user = userEvent.setup();
    const { app, header } = await openPage('/organization-aircraft/show/5', 'Alpine Five (F-HGAL)');
    expect(within(header).getByText('Active')).toBeInTheDocument();
    expect(header).toHaveTextContent('Gulfstream G650ER · , LFLL · , AEJ705 · , 46,992 kg');
    expect(within(header).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/organization-aircraft/edit/5',
    );
    expect(within(header).queryByRole('link', { name: 'Duplicate' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    const { menu, items } = await openMenu(header);
    expect(items).toEqual(['Duplicate', 'Delete']);
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Alpine Five (F-HGAL)?' });
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app.location().pathname).toBe('/organization-aircraft'));
    expect(db.organizationAircraft.some((aircraft) => aircraft.id === 5)).toBe(false);
  });

  it('offers no Delete for an aircraft a trip flies', async () => {
    const bound = await openPage('/organization-aircraft/show/1', 'Alpine One (F-HALP)');
    expect((await openMenu(bound.header)).items).toEqual(['Duplicate']);
  });
});

describe('crew member page header', { timeout: 30000 }, () => {
  it('shows the state and key facts, Duplicate and Delete in the menu', async () => {
    const moreau = db.crewMembers.find((member) => member.licenceNumber === 'FRA.FCL.PA.104382');
    if (!moreau) throw new Error('no Julien Moreau in the seed');
    const { header } = await openPage(`/crews/${moreau.id}/show`, 'Julien Moreau');
    expect(within(header).getByText('Active')).toBeInTheDocument();
    expect(header).toHaveTextContent('Captain · , France · , FRA.FCL.PA.104382');
    expect(within(header).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect((await openMenu(header)).items).toEqual(['Duplicate', 'Delete']);
  });

  it('shows a viewer no action at all', async () => {
    const moreau = db.crewMembers.find((member) => member.licenceNumber === 'FRA.FCL.PA.104382');
    if (!moreau) throw new Error('no Julien Moreau in the seed');
    const { header } = await openPage(
      `/crews/${moreau.id}/show`,
      'Julien Moreau',
      'claire.martin@alpine-jets.fr',
    );
    expect(within(header).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });
});
