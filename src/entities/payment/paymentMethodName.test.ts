import { describe, expect, it } from 'vitest';
import { cardBrandName, paymentMethodName } from './paymentMethodName';

const EN = { card: 'Card', sepaDebit: 'SEPA debit' };
const FR = { card: 'Carte', sepaDebit: 'Prélèvement SEPA' };

describe('paymentMethodName', () => {
  it.each([
    [{ type: 'card', brand: 'visa', last4: '4242' }, EN, 'Visa •••• 4242'],
    [{ type: 'card', brand: 'VISA', last4: '4242' }, FR, 'Visa •••• 4242'],
    [{ type: 'card', brand: 'mastercard', last4: '4444' }, EN, 'Mastercard •••• 4444'],
    [{ type: 'card', brand: 'amex', last4: '8431' }, EN, 'American Express •••• 8431'],
    [{ type: 'card', brand: 'Maestro', last4: '0005' }, EN, 'Maestro •••• 0005'],
    [{ type: 'card', brand: null, last4: '4242' }, EN, 'Card •••• 4242'],
    [{ type: 'card', brand: 'card', last4: '4242' }, FR, 'Carte •••• 4242'],
    [{ type: 'card', last4: '4242' }, EN, 'Card •••• 4242'],
    [{ type: 'sepa_debit', brand: 'Deutsche Bank', last4: '3000' }, EN, 'SEPA debit •••• 3000'],
    [
      { type: 'sepa_debit', brand: 'Deutsche Bank', last4: '3000' },
      FR,
      'Prélèvement SEPA •••• 3000',
    ],
  ] as const)('names %o in its words', (method, words, name) => {
    expect(paymentMethodName(method, words)).toBe(name);
  });
});

describe('cardBrandName', () => {
  it('keeps an unknown brand as written and falls back to "card" without one', () => {
    expect(cardBrandName('  Elo ', 'Card')).toBe('Elo');
    expect(cardBrandName('', 'Card')).toBe('Card');
    expect(cardBrandName('unknown', 'Carte')).toBe('Carte');
  });
});
