import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyLabel, formatCurrency, isKnownCurrency } from './currency';

/** ICU versions differ on which no-break space they print; the tests compare plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('isKnownCurrency', () => {
  it.each([
    ['EUR', true],
    ['usd', true],
    [' GBP ', true],
    ['ZZZ', false],
    ['XYZ1', false],
    ['EU', false],
    ['', false],
  ])('%j -> %s', (code, expected) => {
    expect(isKnownCurrency(code)).toBe(expected);
  });
});

describe('formatCurrency', () => {
  it.each([
    ['en', 'EUR', 'symbol', '€1,234.50'],
    ['en', 'EUR', 'name', '1,234.50 euros'],
    ['en', 'USD', 'symbol', '$1,234.50'],
    ['en', 'USD', 'name', '1,234.50 US dollars'],
    ['en', 'eur', 'symbol', '€1,234.50'],
    ['en', 'JPY', 'symbol', '¥1,235'],
    ['fr', 'EUR', 'symbol', '1 234,50 €'],
    ['fr', 'EUR', 'name', '1 234,50 euros'],
    ['fr', 'USD', 'symbol', '1 234,50 $US'],
    // Intl would print "ZZZ 1,234.50" in English and throw a RangeError for "XYZ1".
    ['en', 'ZZZ', 'symbol', '1,234.50 ZZZ'],
    ['en', 'ZZZ', 'name', '1,234.50 ZZZ'],
    ['en', 'XYZ1', 'symbol', '1,234.50 XYZ1'],
    ['fr', 'XYZ1', 'name', '1 234,50 XYZ1'],
    ['en', '', 'symbol', '1,234.50'],
  ] as const)('%s %s %s -> %s', (locale, currency, display, expected) => {
    expect(plain(formatCurrency(1234.5, { currency, display, locale }))).toBe(expected);
  });

  it('shows more decimals when asked, never fewer than the currency has', () => {
    expect(
      formatCurrency(1.23456, { currency: 'EUR', locale: 'en', maximumFractionDigits: 4 }),
    ).toBe('€1.2346');
    expect(formatCurrency(1.5, { currency: 'EUR', locale: 'en', maximumFractionDigits: 4 })).toBe(
      '€1.50',
    );
    expect(formatCurrency(1.5, { currency: 'JPY', locale: 'en', maximumFractionDigits: 4 })).toBe(
      '¥1.5',
    );
  });

  it('never throws, and always shows an unknown code after the amount', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 6 }),
        fc.double({ noNaN: true, min: -1e9, max: 1e9 }),
        fc.constantFrom('en', 'fr'),
        (code, amount, locale) => {
          const text = formatCurrency(amount, { currency: code, display: 'name', locale });
          return isKnownCurrency(code) || text.endsWith(code.trim());
        },
      ),
    );
  });
});

describe('currencyLabel', () => {
  it.each([
    ['EUR', 'symbol', 'en', '€'],
    ['EUR', 'name', 'en', 'Euro'],
    ['EUR', 'name', 'fr', 'euro'],
    ['USD', 'symbol', 'fr', '$US'],
    ['USD', 'name', 'fr', 'dollar des États-Unis'],
    ['ZZZ', 'symbol', 'en', 'ZZZ'],
    ['ZZZ', 'name', 'fr', 'ZZZ'],
    ['XYZ1', 'name', 'en', 'XYZ1'],
  ] as const)('%s %s %s -> %s', (code, display, locale, expected) => {
    expect(currencyLabel(code, display, locale)).toBe(expected);
  });
});
