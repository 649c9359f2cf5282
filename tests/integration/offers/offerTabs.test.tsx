// An offer's tabs (/offer/{id}/{tab}/show and /edit): server refusals on the fields, the slice
// table and its preview, the subscribers read only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { fill } from '@tests/utils/fill';
import { renderRoute } from '@tests/utils/renderRoute';

const EN = { preferences: { language: 'en' as const } };
const SLOW = { timeout: 25000 };

describe('an offer’s tabs', () => {
  it('reads the information as text, then edits it; a reference taken is refused on its field', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/offer/4/information/show', { as: 'operator', ...EN });
    await screen.findByRole('heading', { level: 1, name: 'OFF-FIX-ESS' }, SLOW);
    const section = await screen.findByRole('region', { name: 'Information' }, SLOW);
    expect(within(section).getByText('Essential · Essentiel')).toBeInTheDocument();
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Edit' }));
    await waitFor(() => expect(app.location().pathname).toBe('/offer/4/information/edit'));
    const reference = await screen.findByRole('textbox', { name: /^Reference/ }, SLOW);
    fill(reference, 'OFF-FIX-BUS');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(reference).toHaveAccessibleDescription(/This value is already used/),
      SLOW,
    );
  });

  it('refuses to delete a middle slice (it would leave a gap), then previews an amount with its slice', async () => {
    const user = userEvent.setup();
    await renderRoute('/offer/2/commission/edit', { as: 'operator', ...EN });
    const slices = await screen.findByRole('table', { name: 'Commission slices' }, SLOW);
    expect(within(slices).getAllByRole('row')).toHaveLength(4);
    await user.click(
      screen.getByRole('button', { name: 'Delete the slice from €25,000.00 to €100,000.00' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this slice?' }, SLOW);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(/Leaves the amounts from 25000 to 100000 without a slice/, {}, SLOW),
    ).toBeInTheDocument();
    expect(db.offers.find((o) => o.id === 2)?.slices).toHaveLength(3);
    // The refusal is said in the dialog, which stays open until dismissed.
    const open = screen.queryByRole('alertdialog', { name: 'Delete this slice?' });
    if (open) await user.click(within(open).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), SLOW);

    const preview = screen.getByRole('region', { name: 'Commission preview' });
    fill(within(preview).getByRole('textbox', { name: 'Order amount' }), '25000');
    expect(await within(preview).findByRole('status')).toHaveTextContent(
      'Commission: €880.00 · slice from €25,000.00 to €100,000.00, 3.5 % + €5.00, at least €10.00',
    );
  });

  it('lists the subscribers read only, even in edit mode', async () => {
    await renderRoute('/offer/2/subscribers/edit', { as: 'operator', ...EN });
    const list = await screen.findByRole('table', { name: 'Subscribers' }, SLOW);
    const riviera = within(list).getByRole('row', { name: /Riviera Jet Centre SAS/ });
    expect(within(riviera).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('saves the subscription limits, then reads them as text', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/offer/2/subscription/edit', { as: 'operator', ...EN });
    const airports = await screen.findByRole('textbox', { name: /^Maximum airports/ }, SLOW);
    fill(airports, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(db.offers.find((o) => o.id === 2)?.subscription.maxAirports).toBe(3),
      SLOW,
    );
    await user.click(screen.getByRole('link', { name: 'Done' }));
    await waitFor(() => expect(app.location().pathname).toBe('/offer/2/subscription/show'));
    const section = await screen.findByRole('region', { name: 'Subscription' }, SLOW);
    expect(within(section).getByText('Maximum airports').nextSibling).toHaveTextContent('3');
  });
});
