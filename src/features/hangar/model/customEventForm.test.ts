import { describe, expect, it } from 'vitest';
import { customEventSchema, formatSlices, parseSlices } from './customEventForm';

describe('the slices of a custom event as typed', () => {
  it('reads runs and single slices, each once, sorted', () => {
    expect(parseSlices('3-5, 8')).toEqual([3, 4, 5, 8]);
    expect(parseSlices(' 8 ,3–4,4 ')).toEqual([3, 4, 8]);
    expect(formatSlices([8, 3, 4, 5])).toBe('3-5, 8');
    expect(formatSlices([1])).toBe('1');
  });

  it('refuses what is not a list of slices', () => {
    for (const text of ['', 'a', '5-3', '0', '3-', '3;4']) expect(parseSlices(text)).toBeNull();
  });

  it('refuses an end before the start, on the end', () => {
    const result = customEventSchema.safeParse({
      name: 'Maintenance',
      reason: '',
      slices: '3-5',
      startDate: '2026-12-10',
      endDate: '2026-12-09',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['endDate', 'validator.end_before_start'],
    ]);
  });
});
