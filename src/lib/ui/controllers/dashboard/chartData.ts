import type { StatusTone } from '../status/statusTone';

/** One series of figures, one per category (null: no figure). */
export interface ChartSeries {
  id: string;
  /** Already translated: the legend's and the table column's name. */
  label: string;
  data: readonly (number | null)[];
  /** A series that stands for a state takes its status colour (paid: success, refused: error). */
  tone?: StatusTone;
}

/**
 * What a chart card shows: categories (months, airports) and series over them. A pie shows the
 * first series, a slice per category.
 */
export interface ChartData {
  kind: 'bar' | 'line' | 'pie';
  /** Already translated. */
  categories: readonly string[];
  series: readonly ChartSeries[];
}

/** The chart's figures as table rows: a row per category, a value per series. */
export function chartRows(data: ChartData): { category: string; values: (number | null)[] }[] {
  const series = data.kind === 'pie' ? data.series.slice(0, 1) : data.series;
  return data.categories.map((category, index) => ({
    category,
    values: series.map((one) => one.data[index] ?? null),
  }));
}
