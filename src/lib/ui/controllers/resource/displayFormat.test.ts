import { describe, expect, it } from 'vitest';
import { makeFormatters } from '@/lib/format/formatters';
import { makeDisplayFormat } from './displayFormat';

const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;
const words = { yes: 'Yes', no: 'No' };
const metric = makeDisplayFormat(
  makeFormatters({
    language: 'en',
    currency: 'EUR',
    currencyDisplay: 'symbol',
    measurement: 'metric',
  }),
  words,
);
const imperialFr = makeDisplayFormat(
  makeFormatters({
    language: 'fr',
    currency: 'USD',
    currencyDisplay: 'symbol',
    measurement: 'imperial',
  }),
  { yes: 'Oui', no: 'Non' },
);

describe('display helpers', () => {
  it.each<[string, () => string | null, string | null]>([
    ['text', () => metric.text(' LFPG '), 'LFPG'],
    ['a number as text', () => metric.text(12), '12'],
    ['blank text is empty', () => metric.text('  '), null],
    ['a number', () => metric.number(250000), '250,000'],
    ['un nombre', () => imperialFr.number(1250.5), '1 250,5'],
    ['no number', () => metric.number(null), null],
    ['money in the preferred currency', () => metric.money(1250), '€1,250.00'],
    ['money in its own currency', () => metric.money(3, 'GBP'), '£3.00'],
    ['money in French, preferred USD', () => imperialFr.money(1250), '1 250,00 $US'],
    ['no amount', () => metric.money(null), null],
    ['a metric unit', () => metric.unit(1500, 'kg'), '1,500 kg'],
    ['an imperial unit', () => imperialFr.unit(100, 'kg'), '220,46 lb'],
    ['no measure', () => metric.unit(undefined, 'm'), null],
    ['a calendar date is that day', () => metric.date('2026-03-15'), '15/03/2026'],
    ['a calendar date in French', () => imperialFr.date('2026-03-15'), '15/03/2026'],
    [
      'a date-time in a zone',
      () => metric.dateTime('2026-03-15T12:00:00Z', 'UTC'),
      '15/03/2026, 12:00 UTC',
    ],
    ['an invalid date is empty', () => metric.date('soon'), null],
    ['yes', () => metric.yesNo(true), 'Yes'],
    ['non', () => imperialFr.yesNo(false), 'Non'],
    ['no boolean', () => metric.yesNo(null), null],
    ['a list', () => metric.list(['C56X', 'GLF6', 'A320']), 'C56X, GLF6, and A320'],
    ['une liste', () => imperialFr.list(['C56X', 'GLF6']), 'C56X et GLF6'],
    ['an empty list', () => metric.list([]), null],
  ])('%s', (_name, format, expected) => {
    expect(plain(format())).toBe(expected);
  });
});
