import { describe, expect, it } from 'vitest';
import type { QuoteCalendarEntry } from '@/entities/quote';
import {
  confirmedAmounts,
  linearTrend,
  mainCurrency,
  monthlySpending,
  ordersByStatus,
  periodsAround,
  rangeOf,
  salesForecast,
} from './orderAnalysis';

let nextId = 1;
function entry(change: Partial<QuoteCalendarEntry>): QuoteCalendarEntry {
  const id = nextId++;
  return {
    id,
    reference: `Q-${id}`,
    state: 'validated',
    cancelled: false,
    refused: false,
    start: '2026-11-10T08:00:00Z',
    counterparty: 'Alpine Executive',
    airportIcao: 'LFMN',
    totalIncludingTax: 100,
    currency: 'EUR',
    ...change,
  };
}

// Saturday 28 November 2026, 19:00 UTC.
const NOW = Date.parse('2026-11-28T19:00:00Z');

describe('ordersByStatus', () => {
  it.each<[string, Partial<QuoteCalendarEntry>[], Record<string, number>]>([
    ['nothing', [], {}],
    ['one state', [{}, {}], { validated: 2 }],
    [
      'a cancelled or refused flag wins over the state',
      [{ cancelled: true }, { refused: true }, { cancelled: true, refused: true }, {}],
      { validated: 1, refused: 1, cancelled: 2 },
    ],
    [
      'states in their lifecycle order',
      [{ state: 'delivered' }, { state: 'awaiting_for_quotation' }],
      { awaiting_for_quotation: 1, delivered: 1 },
    ],
  ])('%s', (_name, changes, expected) => {
    const counts = ordersByStatus(changes.map(entry));
    expect(Object.fromEntries(counts.map((c) => [c.bucket, c.count]))).toEqual(expected);
    expect(Object.keys(Object.fromEntries(counts.map((c) => [c.bucket, c.count])))).toEqual(
      Object.keys(expected).sort(
        (a, b) => counts.findIndex((c) => c.bucket === a) - counts.findIndex((c) => c.bucket === b),
      ),
    );
  });
});

describe('periodsAround and rangeOf', () => {
  it.each<[string, 'month' | 'week', number, number, string[], { start: string; end: string }]>([
    [
      'months',
      'month',
      2,
      1,
      ['2026-09-01', '2026-10-01', '2026-11-01', '2026-12-01'],
      { start: '2026-09-01', end: '2026-12-31' },
    ],
    ['across a year', 'month', 11, 0, ['2025-12-01'], { start: '2025-12-01', end: '2026-11-30' }],
    [
      'weeks start on Monday',
      'week',
      1,
      1,
      ['2026-11-16', '2026-11-23', '2026-11-30'],
      { start: '2026-11-16', end: '2026-12-06' },
    ],
  ])('%s', (_name, granularity, before, after, starts, range) => {
    const periods = periodsAround(NOW, granularity, before, after);
    expect(periods).toHaveLength(before + 1 + after);
    expect(periods.map((p) => p.start).slice(0, starts.length)).toEqual(starts);
    expect(rangeOf(periods)).toEqual(range);
  });
});

describe('mainCurrency', () => {
  it.each<[string[], string | undefined]>([
    [[], undefined],
    [['EUR', 'USD', 'EUR'], 'EUR'],
    [['USD', 'EUR'], 'EUR'],
  ])('%o -> %s', (currencies, expected) => {
    expect(mainCurrency(currencies.map((currency) => entry({ currency })))).toBe(expected);
  });
});

describe('confirmedAmounts', () => {
  const periods = periodsAround(NOW, 'month', 1, 1);
  it.each<[string, Partial<QuoteCalendarEntry>[], number[]]>([
    [
      'counted in the month of the event',
      [
        { start: '2026-10-31T23:59:00Z' },
        { start: '2026-11-01T00:00:00Z', totalIncludingTax: 50.5 },
      ],
      [100, 50.5, 0],
    ],
    [
      'only confirmed orders',
      [
        { state: 'awaiting_for_quotation' },
        { state: 'awaiting_customer_validation' },
        { cancelled: true },
        { refused: true },
        { state: 'delivered' },
      ],
      [0, 100, 0],
    ],
    [
      'only the currency asked',
      [{ currency: 'USD' }, { start: '2026-12-05T10:00:00Z' }],
      [0, 0, 100],
    ],
    ['outside the periods: left out', [{ start: '2027-01-01T00:00:00Z' }], [0, 0, 0]],
  ])('%s', (_name, changes, expected) => {
    expect(confirmedAmounts(changes.map(entry), periods, 'EUR')).toEqual(expected);
  });
});

describe('linearTrend', () => {
  it.each<[string, number[], number, (number | null)[]]>([
    ['a flat past stays flat', [100, 100, 100], 5, [100, 100, 100, 100, 100]],
    ['a rising past keeps rising', [100, 200, 300], 5, [100, 200, 300, 400, 500]],
    ['never below zero', [300, 200, 100], 5, [300, 200, 100, 0, 0]],
    ['a least-squares line through noise', [0, 100, 0, 100], 5, [20, 40, 60, 80, 100]],
    ['one past period draws no line', [100], 3, [null, null, null]],
  ])('%s', (_name, past, total, expected) => {
    expect(linearTrend(past, total)).toEqual(expected);
  });
});

describe('salesForecast', () => {
  it('confirmed amounts by month, the current month at index 6, the trend from the six before', () => {
    const forecast = salesForecast(
      [
        entry({ start: '2026-06-10T10:00:00Z', totalIncludingTax: 100 }),
        entry({ start: '2026-10-10T10:00:00Z', totalIncludingTax: 500 }),
        entry({ start: '2027-01-10T10:00:00Z', totalIncludingTax: 300 }),
        entry({
          start: '2027-01-12T10:00:00Z',
          totalIncludingTax: 900,
          state: 'awaiting_customer_validation',
        }),
      ],
      NOW,
      'month',
    );
    expect(forecast.periods.map((p) => p.start.slice(0, 7))).toEqual([
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(forecast.current).toBe(6);
    expect(forecast.currency).toBe('EUR');
    expect(forecast.confirmed).toEqual([0, 100, 0, 0, 0, 500, 0, 0, 300, 0]);
    expect(forecast.trend).toEqual(linearTrend([0, 100, 0, 0, 0, 500], 10));
  });

  it('by week: eight weeks back, six ahead', () => {
    const forecast = salesForecast([], NOW, 'week');
    expect(forecast.periods).toHaveLength(15);
    expect(forecast.periods[8]?.start).toBe('2026-11-23');
    expect(forecast.currency).toBeUndefined();
    expect(forecast.confirmed.every((amount) => amount === 0)).toBe(true);
  });
});

describe('monthlySpending', () => {
  it('the past twelve months up to this one, confirmed orders only', () => {
    const spending = monthlySpending(
      [
        entry({ start: '2025-12-01T00:00:00Z', totalIncludingTax: 40 }),
        entry({ start: '2025-11-30T23:00:00Z', totalIncludingTax: 999 }),
        entry({ start: '2026-11-02T00:00:00Z', totalIncludingTax: 60 }),
        entry({ start: '2026-11-03T00:00:00Z', refused: true }),
      ],
      NOW,
    );
    expect(spending.periods[0]?.start).toBe('2025-12-01');
    expect(spending.periods).toHaveLength(12);
    expect(spending.amounts[0]).toBe(40);
    expect(spending.amounts[11]).toBe(60);
    expect(spending.amounts.reduce((a, b) => a + b, 0)).toBe(100);
  });
});
