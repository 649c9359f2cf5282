import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';

/** Riviera Jet Centre (seller@demo.aero): its seeded services, one awaiting validation. */
const EN = { language: 'en' } as const;
const SLOW = { timeout: 10000 };
const table = () => screen.getByRole('table', { name: 'Services of the organization' });
const rows = () => within(table()).getAllByRole('row').slice(1);

describe('the seller’s services list', { timeout: 40000 }, () => {
  it('filters by validation state and typology, kept in the URL', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/services', { as: 'seller', preferences: EN });
    await screen.findByRole('heading', { level: 1, name: 'Services' }, SLOW);
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    const bar = screen.getByRole('search', { name: 'Filters' });
    await user.selectOptions(
      within(bar).getByRole('combobox', { name: 'Validation' }),
      'Awaiting validation',
    );
    await waitFor(() => expect(app.location().search).toBe('?validationState=awaiting_validation'));
    await waitFor(() =>
      expect(rows().every((row) => within(row).queryByText('Awaiting validation'))).toBe(true),
    );
    expect(within(table()).getByText('Crew meal box')).toBeInTheDocument();
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Typology' }), 'Fuel');
    expect(await screen.findByText('No service matches these filters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a service' })).toBeInTheDocument();
  });

  it('says when the organization has no service yet', async () => {
    db.services = db.services.filter((service) => service.sellerId !== 2);
    await renderRoute('/services', { as: 'seller', preferences: EN });
    expect(await screen.findByText('No service found', {}, SLOW)).toBeInTheDocument();
  });

  it('deletes a service from its page, after a confirmation, back to the list', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/services/show/13001/service/pricing', {
      as: 'seller',
      preferences: EN,
    });
    await screen.findByRole('heading', { level: 1, name: 'Crew meal box' }, SLOW);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/services/edit/13001/service/pricing',
    );
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Crew meal box?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app.location().pathname).toBe('/services'));
    expect(db.services.some((service) => service.id === 13001)).toBe(false);
  });
});
