import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';

/**
 * The seller knows before saving what waits for an operator (issue 27). Seed: Riviera Jet
 * Centre's hangar at Nice (service 10203), validated and on sale with 18 slices.
 */
const EN = { language: 'en' } as const;
const SLOW = { timeout: 10000 };
const HANGAR = 10203;
const TO_OPERATOR =
  'Changes on this tab go to an operator for validation. Buyers keep seeing the version on sale until then.';
const AT_ONCE = 'Changes on this tab apply at once, without operator validation.';

/** The note a tab's form shows above its fields. */
async function noteOf(tab: string): Promise<HTMLElement> {
  const form = await screen.findByRole('form', { name: tab }, SLOW);
  return within(form).getByRole('note');
}

describe('what a seller’s change waits for', { timeout: 60000 }, () => {
  it('the form names the tabs whose changes go to an operator, and those that apply at once', async () => {
    const user = userEvent.setup();
    await renderRoute(`/services/edit/${HANGAR}/hangar/information`, {
      as: 'seller',
      preferences: EN,
    });
    expect(await noteOf('Information')).toHaveTextContent(TO_OPERATOR);
    for (const [tab, note] of [
      ['Pricing', TO_OPERATOR],
      ['Availability', AT_ONCE],
      ['Capacity', TO_OPERATOR],
      ['Airports', AT_ONCE],
    ] as const) {
      await user.click(screen.getByRole('tab', { name: tab }));
      expect(await noteOf(tab)).toHaveTextContent(note);
    }
  });

  it('a saved capacity change awaits validation, the seller’s page showing it against the version on sale', async () => {
    const user = userEvent.setup();
    const edit = await renderRoute(`/services/edit/${HANGAR}/hangar/capacity`, {
      as: 'seller',
      preferences: EN,
    });
    const form = await screen.findByRole('form', { name: 'Capacity' }, SLOW);
    const total = within(form).getByRole('textbox', { name: /^Number of slices or places/ });
    await waitFor(() => expect(total).toHaveValue('18'));
    await user.clear(total);
    await user.type(total, '20');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const banner = await screen.findByRole('status', {}, SLOW);
    // Still on sale: the banner speaks of the change, not of a service off sale.
    expect(banner).toHaveTextContent('Change awaiting validation');
    expect(banner).toHaveTextContent('An operator checks your change before it reaches the shop.');
    // The shop still sells the 18 slices.
    expect(db.shopProducts.find((p) => p.serviceId === HANGAR)?.slices?.total).toBe(18);

    edit.unmount();
    edit.dispose();
    await act(() =>
      renderRoute(`/services/show/${HANGAR}/hangar/information`, { as: 'seller', preferences: EN }),
    );
    expect(await screen.findByText('Awaiting validation', {}, SLOW)).toBeInTheDocument();
    const changes = screen.getByRole('region', { name: 'Changes from the version on sale' });
    const capacity = within(changes).getByRole('region', { name: 'Capacity' });
    const value = within(capacity).getByText('Number of slices or places').nextElementSibling;
    expect(value?.querySelector('del')).toHaveTextContent('was 18');
    expect(value?.querySelector('ins')).toHaveTextContent('now 20');
  });
});
