import { describe, expect, it } from 'vitest';
import { parseCancellationRule } from './cancellation';

describe('parseCancellationRule', () => {
  it.each([
    ['always', { kind: 'always' }],
    ['days_2', { kind: 'before', unit: 'days', count: 2 }],
    ['hours_12', { kind: 'before', unit: 'hours', count: 12 }],
    ['weeks_1', { kind: 'unknown', raw: 'weeks_1' }],
    ['days_', { kind: 'unknown', raw: 'days_' }],
  ])('%s', (rule, expected) => {
    expect(parseCancellationRule(rule)).toEqual(expected);
  });
});
