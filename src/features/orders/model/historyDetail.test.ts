import { describe, expect, it } from 'vitest';
import { formatCurrency } from '@/lib/format/currency';
import { appliedRuleDetail, historyDetail } from './historyDetail';

const money = (amount: number, currency: string) =>
  formatCurrency(amount, { currency, locale: 'en' });

describe('historyDetail: amounts through the currency formatter', () => {
  it.each([
    [{ detail: null, amount: 1020, currency: 'EUR' }, ['€1,020.00']],
    [{ detail: 'partial_refund', amount: 306, currency: 'USD' }, ['partial_refund', '$306.00']],
    // An API that gives text only: the amount at its end is still formatted.
    [{ detail: '1020.00 EUR' }, ['€1,020.00']],
    [{ detail: 'partial_refund: 306.00 EUR' }, ['partial_refund', '€306.00']],
    [{ detail: 'planned' }, ['planned']],
    [{ detail: null }, []],
    [{ detail: 'INV-2026-0001', amount: null, currency: null }, ['INV-2026-0001']],
  ])('%j -> %j', (entry, expected) => {
    expect(historyDetail(entry, money)).toEqual(expected);
  });

  it('says the codes of the text in words when told how', () => {
    const label = (text: string) => (text === 'partial_refund' ? 'Partial refund' : text);
    expect(
      historyDetail({ detail: 'partial_refund', amount: 5, currency: 'EUR' }, money, label),
    ).toEqual(['Partial refund', '€5.00']);
    expect(historyDetail({ detail: 'partial_refund: 5.00 EUR' }, money, label)).toEqual([
      'Partial refund',
      '€5.00',
    ]);
  });
});

describe('appliedRuleDetail: the cancellation rule applied, in words', () => {
  const ruleText = (rule: string) => (rule === 'days_10' ? 'Less than 10 days before' : rule);
  it.each([
    ['days_10 40 %', 'Less than 10 days before: 40 %'],
    ['days_10 12.5 %', 'Less than 10 days before: 12.5 %'],
    ['— 0 %', '0 %'],
    ['something else', 'something else'],
    ['', ''],
  ])('%j -> %j', (detail, expected) => {
    expect(appliedRuleDetail(detail, ruleText)).toBe(expected);
  });
});
