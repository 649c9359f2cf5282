import { describe, expect, it } from 'vitest';
import type { CancellationCondition } from '@/entities/quote';
import { feePreview, type FeeSample } from './feePreview';

const CONDITIONS: CancellationCondition[] = [
  { cancelledBy: 'customer', rule: 'days_7', priceRate: 30 },
  { cancelledBy: 'customer', rule: 'days_2', priceRate: 70 },
  { cancelledBy: 'customer', rule: 'hours_12', priceRate: 100 },
  { cancelledBy: 'customer', rule: 'changed_hours_12', priceRate: 50 },
  { cancelledBy: 'seller', rule: 'always', priceRate: 0 },
];

const sample = (over: Partial<FeeSample>): FeeSample => ({
  amount: 1234.5,
  currency: 'EUR',
  hoursBefore: 31,
  cancelledBy: 'customer',
  cancellationType: 'cancelled',
  ...over,
});

describe('feePreview', () => {
  it.each<[string, Partial<FeeSample>, boolean[], { rule: string; fee: number } | null]>([
    [
      '31 h before: 7 and 2 days match, the highest wins',
      {},
      [true, true, false, false, false],
      { rule: 'days_2', fee: 864.15 },
    ],
    [
      '6 h before: all the customer’s time rules',
      { hoursBefore: 6 },
      [true, true, true, false, false],
      { rule: 'hours_12', fee: 1234.5 },
    ],
    [
      'moved 6 h before: the change rule too',
      { hoursBefore: 6, cancellationType: 'rescheduled' },
      [true, true, true, true, false],
      { rule: 'hours_12', fee: 1234.5 },
    ],
    ['10 days before: none', { hoursBefore: 240 }, [false, false, false, false, false], null],
    [
      'by the seller: its own condition only',
      { cancelledBy: 'seller' },
      [false, false, false, false, true],
      { rule: 'always', fee: 0 },
    ],
    [
      'yen rounds to units',
      { amount: 12345, currency: 'JPY' },
      [true, true, false, false, false],
      { rule: 'days_2', fee: 8642 },
    ],
  ])('%s', (_name, over, applies, charged) => {
    const preview = feePreview(CONDITIONS, sample(over));
    expect(preview.rows.map((row) => row.applies)).toEqual(applies);
    expect(preview.charged && { rule: preview.charged.rule, fee: preview.charged.fee }).toEqual(
      charged,
    );
  });

  it('gives each condition its own fee of the sample amount', () => {
    expect(feePreview(CONDITIONS, sample({})).rows.map((row) => row.fee)).toEqual([
      370.35, 864.15, 1234.5, 617.25, 0,
    ]);
  });
});
