import { describe, expect, it } from 'vitest';
import { invoiceCounterparty } from './counterparty';

const invoice = {
  seller: { id: 2, name: 'Riviera Ground Services' },
  client: { id: 1, name: 'Alpine Executive Jets' },
};

describe('invoiceCounterparty', () => {
  it.each([
    ['the buyer reads its seller', 1, 'Riviera Ground Services'],
    ['the seller reads its client', 2, 'Alpine Executive Jets'],
    ['anyone else reads both', 9, 'Riviera Ground Services → Alpine Executive Jets'],
    [
      'no organization selected reads both',
      null,
      'Riviera Ground Services → Alpine Executive Jets',
    ],
  ])('%s', (_case, organizationId, expected) => {
    expect(invoiceCounterparty(invoice, organizationId)).toBe(expected);
  });
});
