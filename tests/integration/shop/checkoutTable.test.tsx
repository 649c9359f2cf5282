// The checkout in the pay step's pattern: a stable table of lines per seller, the mandatory fee
// fixed, the policy after the lines, the summary and the primary button beside them, and a
// breadcrumb naming the trip and the airport.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onPhone } from '@/lib/ui/views/table/testing/onPhone';
import { openCheckout } from './checkoutHarness';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the checkout table', () => {
  it('lists the lines with quantity, unit price and total, the fee fixed and labelled', async () => {
    await openCheckout();
    const table = screen.getByRole('table', { name: 'Services of Riviera Jet Centre' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Service', 'Quantity', 'Unit price', 'Total excl. tax', 'Actions']);

    const fuel = within(table).getByRole('row', { name: 'Jet A-1' });
    expect(within(fuel).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1000);
    const [, unitPrice, total] = within(fuel).getAllByRole('cell');
    // 1000 × 1.89 = 1,890.00 excl. tax.
    expect(unitPrice).toHaveTextContent('€1.89');
    expect(total).toHaveTextContent('€1,890.00');
    expect(within(fuel).getByRole('button', { name: 'Remove Jet A-1' })).toBeEnabled();

    // The mandatory fee: named as such, its quantity fixed, no remove.
    const fee = within(table).getByRole('row', { name: 'Handling fee' });
    expect(fee).toHaveTextContent('Mandatory at this airport');
    expect(within(fee).queryByRole('spinbutton')).toBeNull();
    expect(within(fee).getAllByRole('cell')[0]).toHaveTextContent(/^1$/);
    expect(within(fee).queryByRole('button')).toBeNull();

    // The seller's policy comes after its lines, each condition in words.
    const policy = await screen.findByText(/^Free until 2 days before/, {}, { timeout: 15000 });
    expect(table.compareDocumentPosition(policy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sums up beside the lines with the primary button, under a trail naming trip and airport', async () => {
    await openCheckout();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    // 1,890 + 180 = 2,070 excl.; VAT 414; 2,484 incl.
    expect(summary).toHaveTextContent(/Total excl\. tax\s*€2,070\.00/);
    expect(summary).toHaveTextContent(/VAT\s*€414\.00/);
    expect(summary).toHaveTextContent(/Total incl\. tax\s*€2,484\.00/);
    expect(within(summary).getByRole('button', { name: 'Confirm the order' })).toHaveAttribute(
      'type',
      'submit',
    );
    const trail = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(
      await within(trail).findByRole('link', { name: 'Riviera weekend – Lyon, Nice, Geneva' }),
    ).toHaveAttribute('href', '/trips/1');
    expect(within(trail).getByRole('link', { name: /^Arrival at LFMN / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/shop\/providers\/1\//),
    );
  });

  it('reads each line as quantity × unit price = total on a phone', async () => {
    onPhone();
    await openCheckout();
    expect(screen.queryByRole('table')).toBeNull();
    const lines = within(screen.getByRole('list', { name: 'Services of Riviera Jet Centre' }));
    const [fuel, fee] = lines.getAllByRole('listitem');
    if (!fuel || !fee) throw new Error('two lines expected');
    expect(within(fuel).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1000);
    expect(fuel).toHaveTextContent(/× €1\.89\s*= €1,890\.00/);
    expect(within(fuel).getByRole('button', { name: 'Remove Jet A-1' })).toBeEnabled();
    expect(fee).toHaveTextContent(/1\s*× €180\.00\s*= €180\.00/);
    // Named for a screen reader, the bare figures are not: "1 · €180.00 · €180.00" said nothing.
    expect(fee).toHaveTextContent('Quantity × unit price = total excl. tax');
  });
});
