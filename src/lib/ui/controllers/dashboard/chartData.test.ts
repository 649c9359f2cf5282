import { describe, expect, it } from 'vitest';
import { chartRows, type ChartData } from './chartData';

const data: ChartData = {
  kind: 'bar',
  categories: ['Oct', 'Nov'],
  series: [
    { id: 'paid', label: 'Paid', data: [3, 5] },
    { id: 'refused', label: 'Refused', data: [1] },
  ],
};

describe('chartRows', () => {
  it('gives a row per category and a value per series, a missing figure as null', () => {
    expect(chartRows(data)).toEqual([
      { category: 'Oct', values: [3, 1] },
      { category: 'Nov', values: [5, null] },
    ]);
  });

  it('keeps the first series only for a pie', () => {
    expect(chartRows({ ...data, kind: 'pie' })).toEqual([
      { category: 'Oct', values: [3] },
      { category: 'Nov', values: [5] },
    ]);
  });
});
