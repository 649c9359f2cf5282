// The offers' list and creation (/offers, /offer/add): columns, filters in the URL, rights.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { fill } from '@tests/utils/fill';
import { renderRoute } from '@tests/utils/renderRoute';

const EN = { preferences: { language: 'en' as const } };
const SLOW = { timeout: 25000 };
const table = () => screen.getByRole('table', { name: 'Offers' });
const rows = () => within(table()).getAllByRole('row').slice(1);

describe('/offers', () => {
  it('lists the offers with their subscribers, typology, country, state and type', async () => {
    await renderRoute('/offers?search=quarterly&offerType=subscription', { as: 'operator', ...EN });
    await screen.findByRole('heading', { level: 1, name: 'Offers' }, SLOW);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
    const pro = rows().find((row) => within(row).queryByText(/^PRO-QUARTERLY/));
    if (!pro) throw new Error('PRO-QUARTERLY is listed');
    expect(within(pro).getByText('All typologies')).toBeInTheDocument();
    expect(within(pro).getByText('All countries')).toBeInTheDocument();
    expect(within(pro).getByText('Subscription')).toBeInTheDocument();
    // The type filter of the URL: no commission offer is listed.
    expect(rows().some((row) => within(row).queryByText('Commission'))).toBe(false);
  });

  it('is not for a seller', async () => {
    const app = await renderRoute('/offers', { as: 'seller', ...EN });
    await waitFor(() => expect(app.location().pathname).toBe('/not-authorized'), SLOW);
  });

  it('creates an offer, its reference upper-cased, then opens it', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/offer/add', { as: 'operator', ...EN });
    await screen.findByRole('heading', { level: 1, name: 'New offer' }, SLOW);
    fill(screen.getByRole('textbox', { name: /^Reference/ }), 'off-charter-27');
    fill(screen.getAllByRole('textbox', { name: /^Name/ })[0] ?? document.body, 'Charter 2027');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const success = await screen.findByRole('dialog', { name: 'Success' }, SLOW);
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    const created = db.offers.find((o) => o.offerReference === 'OFF-CHARTER-27');
    expect(created?.references.en).toBe('Charter 2027');
    await waitFor(
      () => expect(app.location().pathname).toBe(`/offer/${created?.id}/information/show`),
      SLOW,
    );
  });
});
