import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { nowMs } from '@/mocks/db/clock';
import { fixture } from '@/mocks/domains/orders/testkit';
import { PRODUCT } from '@/mocks/domains/shop';
import { renderRoute } from '@tests/utils/renderRoute';
import { fill } from '@tests/utils/fill';

const SLOW = { timeout: 15000 };
const HOUR = 3_600_000;

/** Puts the quote's event (its departure for the policy) `hours` from now on the demo clock. */
function departIn(eventId: number, hours: number): void {
  for (const trip of db.trips) {
    for (const step of trip.steps) {
      const events =
        step.className === 'TripFlight'
          ? [step.flightDeparture, step.flightArrival]
          : [step.transferDeparture];
      for (const event of events) {
        if (event.id === eventId)
          event.scheduledAt = new Date(nowMs() + hours * HOUR).toISOString();
      }
    }
  }
}

describe('the worked example and apply-cancellation-policies', () => {
  it(
    'previews the fee the seller then applies to a cancelled order under that policy',
    { timeout: 60000 },
    async () => {
      const user = userEvent.setup();
      // A customer cancelled an hour ago an order of hangar nights, departing in 30 hours:
      // 31 hours before departure, under Riviera's hangar and parking policy.
      const quote = fixture('validated', {
        cancelled: true,
        cancelledBy: 'customer',
        cancelledAt: new Date(nowMs() - HOUR).toISOString(),
        cancellationPolicyType: 'cancelled',
      });
      for (const line of quote.lines) line.productId = PRODUCT.rivieraHangar;
      departIn(quote.eventId, 30);

      await renderRoute('/cancellation-policy/11/edit', {
        as: 'seller',
        preferences: { language: 'en', currency: quote.currency },
      });
      await screen.findByRole('heading', { level: 1, name: 'Edit Hangar and parking' }, SLOW);
      await waitFor(() => expect(screen.getByRole('group', { name: 'Condition 4' })).toBeVisible());
      const example = screen.getByRole('region', { name: 'Worked example' });
      fill(
        within(example).getByRole('textbox', { name: /Sample total/ }),
        String(quote.totalIncludingTax),
      );
      fill(within(example).getByRole('textbox', { name: /Hours before departure/ }), '31');
      const charged = within(example).getByText(/^Fee charged:/);
      expect(charged).toHaveTextContent(/Less than 2 days before departure, 70 %/);
      const previewed = /^Fee charged: (\S+) /.exec(charged.textContent ?? '')?.[1];
      // Each condition's own fee, and which of them match the sample.
      const rows = within(within(example).getByRole('table')).getAllByRole('row').slice(1);
      expect(rows.map((row) => row.textContent)).toEqual([
        expect.stringMatching(/Less than 7 days.*Yes/),
        expect.stringMatching(/Less than 2 days.*Yes/),
        expect.stringMatching(/Less than 12 hours.*No/),
        expect.stringMatching(/Trip changed.*No/),
        expect.stringMatching(/The seller.*No/),
      ]);
      cleanup();

      await renderRoute(`/order/${quote.id}/show`, {
        as: 'seller',
        preferences: { language: 'en', currency: quote.currency },
      });
      await screen.findByRole('heading', { level: 1 }, SLOW);
      await user.click(screen.getByRole('button', { name: 'Apply the cancellation policies' }));
      const dialog = await screen.findByRole('dialog', { name: 'Apply the cancellation policies' });
      // The suggestion prefilled: the policy's highest matching rate.
      await waitFor(() =>
        expect(within(dialog).getByText(/Fee kept:/)).toHaveTextContent(
          `Fee kept: ${previewed ?? '?'} of`,
        ),
      );
      await user.click(
        within(dialog).getByRole('button', { name: 'Apply the cancellation policies' }),
      );
      await waitFor(() =>
        expect(db.quotes.find((q) => q.id === quote.id)?.cancellationPoliciesApplied).toBe(true),
      );
      const fee = db.quotes.find((q) => q.id === quote.id)?.cancellationFee ?? NaN;
      const money = new Intl.NumberFormat('en', { style: 'currency', currency: quote.currency });
      expect(money.format(fee)).toBe(previewed);
      expect(fee).toBeCloseTo(quote.totalIncludingTax * 0.7, 2);
    },
  );
});
