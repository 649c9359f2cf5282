/**
 * The conventions of a resource's views declared as data (lib/ui/views/resource/resourceViews):
 * a column, a show item or a filter names a field by its id, and the words come from the
 * resource's namespace, then the kit's (`ui`: `fields.name`, `fields.status`, `statuses.active`,
 * ... the generic words no feature repeats):
 *
 *   { id: 'updatedAt', format: 'date' }                     // header t('fields.updatedAt'), row.updatedAt as a date
 *   { id: 'company', value: (list) => list.company.name }   // header t('fields.company'), the text given
 *   { id: 'lines', render: (list, { t }) => t('list.lineCount', { count: list.lines.length }) }
 *   { id: 'status', format: 'status' }                      // t('statuses.<value>') in a status chip
 *   { id: 'total', label: 'fields.amountDue', format: 'money' }  // another key than fields.<id>
 *   { id: 'category', words: 'categories' }                 // t('categories.<value>'), each of a list
 *   { id: 'mtowKg', measure: 'kg', decimals: 0 }            // a metric figure in the person's units
 *
 *   search('search')                   // labelled list.searchLabel (else "Search"), list.searchPlaceholder if any
 *   enumOf('status', STATUSES)         // labelled fields.status, each value statuses.<value>
 *   enumOf('category', CATEGORIES, { words: 'categories' })   // each value categories.<value>
 *   choiceOf('nationality', countries) // labelled fields.nationality, the options as given
 *
 * No JSX here: the view draws what these give (the status chip among it).
 */
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { MetricUnit } from '@/lib/format/units';
import type { ListFilter } from '../list/filters';
import type { DataTableColumn } from '../table/types';
import type { DisplayFormat } from './displayFormat';

/** How a value is shown: through useDisplayFormat, or as `statuses.<value>` in a chip. */
export type CellFormat =
  'text' | 'number' | 'money' | 'date' | 'dateTime' | 'yesNo' | 'list' | 'status';

/** What a cell's `value` or `render` is given: the words and the formatter, plus the views' own. */
export interface ViewContext {
  /** Bound to the resource's namespace, falling back to the kit's (`ui`). */
  t: TFunction;
  show: DisplayFormat;
}

/** The keys of a record whose value a format can show as it is. */
export type PlainKey<Row> = {
  [K in keyof Row]-?: Row[K] extends string | number | boolean | null | undefined ? K : never;
}[keyof Row] &
  string;

interface CellLabel {
  /** The label's key in the namespace; `fields.<id>` unless given. */
  label?: string;
  /** The value (or each of a list) translated as `<words>.<value>` (an enum's words). */
  words?: string;
  /** The value a metric figure of this unit, shown in the person's units (`decimals` kept). */
  measure?: MetricUnit;
  decimals?: number;
}

/** One value of a record: its own field by id, a value computed, or drawn. */
export type CellDeclaration<Row, C> = CellLabel &
  (
    | { id: PlainKey<Row>; format?: CellFormat; value?: never; render?: never }
    | {
        id: string;
        value: (row: Row, ctx: C) => unknown;
        format?: CellFormat;
        render?: never;
      }
    | { id: string; render: (row: Row, ctx: C) => ReactNode; format?: never; value?: never }
  );

/** A table column: a cell and the table's layout hints (DataTableColumn's). */
export type ColumnDeclaration<Row, C> = CellDeclaration<Row, C> &
  Omit<DataTableColumn<Row>, 'id' | 'header' | 'render'>;

export function labelKey(cell: { id: string; label?: string }): string {
  return cell.label ?? `fields.${cell.id}`;
}

const isNumber = (value: unknown): value is number => typeof value === 'number';
const isText = (value: unknown): value is string => typeof value === 'string';
const isTexts = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A value shown in a format; null (a dash) when absent or of another kind. */
export function formatValue(
  { t, show }: ViewContext,
  format: CellFormat,
  value: unknown,
): string | null {
  switch (format) {
    case 'number':
      return isNumber(value) ? show.number(value) : null;
    case 'money':
      return isNumber(value) ? show.money(value) : null;
    case 'date':
      return isText(value) || isNumber(value) ? show.date(value) : null;
    case 'dateTime':
      return isText(value) || isNumber(value) ? show.dateTime(value) : null;
    case 'yesNo':
      return typeof value === 'boolean' ? show.yesNo(value) : null;
    case 'list':
      return isTexts(value) ? show.list(value) : null;
    case 'status':
      return isText(value) ? t(`statuses.${value}`) : null;
    case 'text':
      return isText(value) || isNumber(value) ? show.text(value) : null;
  }
}

/** A cell's value: computed, or the row's field of its id (undefined for a drawn cell). */
export function cellValue<Row, C>(cell: CellDeclaration<Row, C>, row: Row, ctx: C): unknown {
  if (cell.render) return undefined;
  return cell.value ? cell.value(row, ctx) : row[cell.id];
}

/** What a cell shows of a row: drawn, or its value in its format (text by default). */
export function cellContent<Row, C extends ViewContext>(
  cell: CellDeclaration<Row, C>,
  row: Row,
  ctx: C,
): ReactNode {
  if (cell.render) return cell.render(row, ctx);
  const value = cellValue(cell, row, ctx);
  const { words, measure } = cell;
  if (words !== undefined) {
    const values = Array.isArray(value) ? value : [value];
    const texts = values.filter(isText).map((one) => ctx.t(`${words}.${one}`));
    return texts.length === 0 ? null : ctx.show.list(texts);
  }
  if (measure) return isNumber(value) ? ctx.show.unit(value, measure, cell.decimals) : null;
  return formatValue(ctx, cell.format ?? 'text', value);
}

/** A show page's section of the record's own dates (`sections.record`, the kit's words). */
export function recordSection<R extends { createdAt: string; updatedAt: string }, C>() {
  const items: CellDeclaration<R, C>[] = [
    { id: 'createdAt', value: (record) => record.createdAt, format: 'dateTime' },
    { id: 'updatedAt', value: (record) => record.updatedAt, format: 'dateTime' },
  ];
  return { id: 'record', items };
}

/** A filter declared by its key; its words found by convention (`label`: another key). */
export type FilterDeclaration<F extends string> =
  | { kind: 'search'; key: F }
  | {
      kind: 'enum';
      key: F;
      values: readonly string[];
      label?: string;
      primary?: boolean;
      /** The values' group of keys; `statuses` for a `status` key, else `<key>s`. */
      words?: string;
    }
  | {
      kind: 'choice';
      key: F;
      options: readonly { value: string; label: string }[];
      label?: string;
      primary?: boolean;
    }
  | { kind: 'boolean'; key: F; label?: string; primary?: boolean }
  | { kind: 'dateRange'; key: F; label?: string; primary?: boolean };

/** The search box: `list.searchLabel` (else the kit's "Search") and `list.searchPlaceholder`. */
export function search<const F extends string>(key: F): FilterDeclaration<F> {
  return { kind: 'search', key };
}

/** A choice among an enum's values, `statuses.<value>` for a `status` key, else `<key>s.<value>`. */
export function enumOf<const F extends string>(
  key: F,
  values: readonly string[],
  options: { label?: string; primary?: boolean; words?: string } = {},
): FilterDeclaration<F> {
  return { kind: 'enum', key, values, ...options };
}

/** A choice among options already translated (countries): labelled `fields.<key>`. */
export function choiceOf<const F extends string>(
  key: F,
  options: readonly { value: string; label: string }[],
  more: { label?: string; primary?: boolean } = {},
): FilterDeclaration<F> {
  return { kind: 'choice', key, options, ...more };
}

/** Whether a key exists in the resource's namespace (or the kit's). */
type Has = (key: string) => boolean;

/** The filters the list controller and the filter bar take, their words found by convention. */
export function toListFilters<F extends string>(
  filters: readonly FilterDeclaration<F>[],
  t: TFunction,
  has: Has,
  prefix?: string,
): ListFilter<F>[] {
  const placeholderKey = pageWordKey('list.searchPlaceholder', prefix);
  const labelKeyOfSearch = pageWordKey('list.searchLabel', prefix);
  return filters.map((filter): ListFilter<F> => {
    if (filter.kind === 'search') {
      const placeholder = has(placeholderKey) ? t(placeholderKey) : undefined;
      const label = t(has(labelKeyOfSearch) ? labelKeyOfSearch : 'filters.search');
      return { kind: 'search', key: filter.key, label, placeholder };
    }
    const { key, primary } = filter;
    const label = t(labelKey({ id: key, label: filter.label }));
    if (filter.kind === 'choice')
      return { kind: 'select', key, label, options: filter.options, primary };
    if (filter.kind !== 'enum') return { kind: filter.kind, key, label, primary };
    const group = filter.words ?? (key === 'status' ? 'statuses' : `${key}s`);
    const options = filter.values.map((value) => ({ value, label: t(`${group}.${value}`) }));
    return { kind: 'select', key, label, options, primary };
  });
}

/** A column of the kit's tables from its declaration: header and cell by convention. */
export function toColumn<Row, C extends ViewContext>(
  column: ColumnDeclaration<Row, C>,
  ctx: C,
  draw: (column: ColumnDeclaration<Row, C>, row: Row) => ReactNode = (cell, row) =>
    cellContent(cell, row, ctx),
): DataTableColumn<Row> {
  return { ...column, header: ctx.t(labelKey(column)), render: (row) => draw(column, row) };
}

/**
 * A page word's key (`list.title`, `form.addTitle`, `show.title`): as it is, or flat under the
 * resource's `wordsPrefix` where one namespace serves several resources (`crews.title`).
 */
export function pageWordKey(key: string, prefix: string | undefined): string {
  if (prefix === undefined) return key;
  return `${prefix}.${key.slice(key.indexOf('.') + 1)}`;
}

/**
 * The page titles by convention: `form.<mode>Title` given `{ name }`, the show's placeholder;
 * the kit's edit and duplicate titles unless the resource words its own.
 */
export function formTitle(
  t: TFunction,
  mode: 'add' | 'edit' | 'duplicate',
  name: string | undefined,
  prefix?: string,
) {
  // Under a prefix, the resource's own title, else the kit's (`Edit {{name}}`).
  const keys = [pageWordKey(`form.${mode}Title`, prefix), `form.${mode}Title`];
  return mode === 'add' ? t(keys) : t(keys, { name: name || '…' });
}
