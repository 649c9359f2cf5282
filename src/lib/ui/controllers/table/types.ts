import type { ReactNode } from 'react';
import type { ListParamsController } from '../list/useListParams';

export interface DataTableColumn<Row> {
  id: string;
  /** Already translated (t('trips:columns.reference')); also the label of the value on cards. */
  header: string;
  render: (row: Row) => ReactNode;
  /** Offer a sort header; the API sort key is `sortKey`, or `id` when absent. */
  sortable?: boolean;
  sortKey?: string;
  align?: 'left' | 'center' | 'right';
  /**
   * Amounts, counts: right-aligned in tabular figures (digit under digit). A right-aligned
   * column gets tabular figures too.
   */
  numeric?: boolean;
  /** References, dates, codes: never broken over two lines (numeric columns never are). */
  nowrap?: boolean;
  /** Leave the column out on phones (< sm), where rows become cards. */
  hideOnXs?: boolean;
  /**
   * Only on the cards (phones): a value that stands for several columns the table shows apart
   * and which say nothing alone on a card's line ("2 × €450.00 = €900.00" for the quantity,
   * unit price and total, those marked hideOnXs).
   */
  cardsOnly?: boolean;
  /**
   * On the cards (phones), the value takes a line of its own under its visible header, instead
   * of sharing the card's second line: a long text or a cell with its own buttons (a
   * translation in each language).
   */
  cardBlock?: boolean;
  /**
   * Fold the column out of the table while the table itself is narrower than this many px
   * (its container, not the viewport: at 1280 px the open navigation leaves the table ~970 px).
   * Give the low-priority columns the highest values: while the rows still overflow (long
   * texts), the table folds the foldable columns left in that order too. Cards (phones) keep
   * `hideOnXs` instead.
   */
  hideBelow?: number;
  /** A CSS width for the header cell, e.g. 120 or '20%'. */
  width?: number | string;
  /** 'checkbox': the body cells hold a checkbox (MUI's narrow padding). */
  padding?: 'checkbox';
  /**
   * The cell that names the row (its reference, its name): the row's link when the table has
   * `rowHref`. The first column when no column says so; a column rendering links of its own
   * must not be it (a link inside a link).
   */
  primary?: boolean;
}

/** What the table needs of the list params; any useListParams result fits, whatever its filters. */
export type DataTableListState = Pick<
  ListParamsController,
  | 'page'
  | 'pageSize'
  | 'sort'
  | 'order'
  | 'pageSizeOptions'
  | 'setPage'
  | 'setPageSize'
  | 'setSort'
  | 'toggleSort'
>;

export interface DataTableRowProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string | number;
  onRowClick?: (row: Row) => void;
  /**
   * The row's own page: its primary cell becomes a link to it (keyboard, open in a new tab; the
   * row's one tab stop) while a click anywhere on the row still opens it (`onRowClick`, or this
   * address). On phones the whole card is the link.
   */
  rowHref?: (row: Row) => string;
  /** Already translated accessible name of a row for the click action, e.g. "Open trip T-12". */
  getRowLabel?: (row: Row) => string;
  rowActions?: (row: Row) => ReactNode;
}

/** A column's alignment: right for numbers unless told. */
export function alignOf<Row>(column: DataTableColumn<Row>): DataTableColumn<Row>['align'] {
  return column.align ?? (column.numeric ? 'right' : undefined);
}

/** A body cell's style: one line for figures and `nowrap`, tabular figures when right-aligned. */
export function cellSxOf<Row>(column: DataTableColumn<Row>) {
  const figures = alignOf(column) === 'right';
  return {
    whiteSpace: figures || column.nowrap ? 'nowrap' : undefined,
    fontVariantNumeric: figures ? 'tabular-nums' : undefined,
  } as const;
}

/** The id of the column whose cell links to the row's page. */
export function primaryColumnId<Row>(columns: readonly DataTableColumn<Row>[]): string | undefined {
  return (columns.find((column) => column.primary) ?? columns[0])?.id;
}

export function sortKeyOf<Row>(column: DataTableColumn<Row>): string {
  return column.sortKey ?? column.id;
}
