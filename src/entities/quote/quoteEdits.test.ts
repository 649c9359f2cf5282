// Who a quote's side is, and who may change its client address and its lines.
import { describe, expect, it } from 'vitest';
import { type QuoteState } from './quotes.types';
import type { PermissionKey } from '@/lib/auth/permissions';
import { canChangeClientAddress, canEditQuoteLines, quoteSide, type QuoteSide } from './actions';
import { type Flags, quote, editor, reader } from './testkit';

describe('quoteSide', () => {
  const parties = { organization: { id: 2, name: 'Riviera' }, client: { id: 1, name: 'Alpine' } };
  it.each<[number | null, QuoteSide | null]>([
    [2, 'owner'],
    [1, 'client'],
    [9, null],
    [null, null],
  ])('selected %s: %s', (selected, expected) => {
    expect(quoteSide(parties, selected)).toBe(expected);
  });
});

describe('canChangeClientAddress', () => {
  it.each<[string, Flags, QuoteSide | null, boolean, boolean]>([
    ['the client, before the invoice', {}, 'client', true, true],
    ['the seller', {}, 'owner', true, false],
    ['a third party', {}, null, true, false],
    ['without TRIP_ACCOUNTING_EDIT nor QUOTE_EDIT', {}, 'client', false, false],
    ['invoice sent', { invoiceSent: true }, 'client', true, false],
    ['refused', { refused: true }, 'client', true, false],
    ['withdrawn', { cancelledDraft: true }, 'client', true, false],
    ['cancelled', { cancelled: true }, 'client', true, false],
    ['closed', { closed: true }, 'client', true, false],
  ])('%s: %s', (_name, flags, side, edit, expected) => {
    expect(canChangeClientAddress(quote('validated', flags), side, edit ? editor : reader)).toBe(
      expected,
    );
  });

  it('needs QUOTE_EDIT besides TRIP_ACCOUNTING_EDIT', () => {
    const accountingOnly = (key: PermissionKey) => key === 'TRIP_ACCOUNTING_EDIT';
    expect(canChangeClientAddress(quote('validated'), 'client', accountingOnly)).toBe(false);
  });
});

describe('canEditQuoteLines', () => {
  const sold = (state: QuoteState, flags: Flags = {}) => ({
    ...quote(state, flags),
    organization: { id: 2, name: 'Riviera' },
  });
  it.each<
    [string, ReturnType<typeof sold>, QuoteSide | null, (key: PermissionKey) => boolean, boolean]
  >([
    ['a quotation request', sold('awaiting_for_quotation'), 'owner', editor, true],
    [
      'a cancelled order before its policies',
      sold('validated', { cancelled: true }),
      'owner',
      editor,
      true,
    ],
    ['a delivered quote not invoiced', sold('delivered'), 'owner', editor, true],
    [
      'a quotation awaiting its customer',
      sold('awaiting_customer_validation'),
      'owner',
      editor,
      false,
    ],
    [
      'a delivered quote invoiced',
      sold('delivered', { invoiceSent: true }),
      'owner',
      editor,
      false,
    ],
    [
      'a closed cancelled order',
      sold('validated', { cancelled: true, closed: true }),
      'owner',
      editor,
      false,
    ],
    ['the client', sold('delivered'), 'client', editor, false],
    ['without QUOTE_EDIT', sold('delivered'), 'owner', (key) => key !== 'QUOTE_EDIT', false],
    [
      'without TRIP_ACCOUNTING_EDIT',
      sold('validated', { cancelled: true }),
      'owner',
      (key) => key !== 'TRIP_ACCOUNTING_EDIT',
      false,
    ],
  ])('%s: %s', (_name, subject, side, can, expected) => {
    expect(canEditQuoteLines(subject, side, can)).toBe(expected);
  });
});
