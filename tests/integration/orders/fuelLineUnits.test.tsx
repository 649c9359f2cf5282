import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LITRES_PER_US_GALLON } from '@/lib/format';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15000 };

/** A fuel line of one of the demo buyer's orders (organization 1). */
function buyersFuelLine() {
  for (const quote of db.quotes) {
    if (quote.client.id !== 1) continue;
    const line = quote.lines.find((l) => l.typology === 'fuel');
    if (line) return { quote, line };
  }
  throw new Error('the demo buyer has no fuel line');
}

describe('a fuel line on the order page', () => {
  it('counts and prices in US gallons for an imperial reader', { timeout: 40000 }, async () => {
    const { quote, line } = buyersFuelLine();
    await renderRoute(`/order/${quote.id}/show`, {
      as: 'buyer',
      preferences: { language: 'en', measurement: 'imperial' },
    });
    await screen.findByRole('heading', { level: 1 }, SLOW);
    const row = await screen.findByRole(
      'row',
      { name: (name) => name.includes(line.productName) },
      SLOW,
    );
    const gallons = (line.quantity / LITRES_PER_US_GALLON).toLocaleString('en', {
      maximumFractionDigits: 2,
    });
    expect(within(row).getByText(`${gallons} USG`)).toBeInTheDocument();
    expect(within(row).getByText(/\/USG$/)).toBeInTheDocument();
    expect(within(row).queryByText(/\/L$/)).not.toBeInTheDocument();
  });
});
