import {
  toColumn,
  type ColumnDeclaration,
  type ViewContext,
} from '../../controllers/resource/viewDeclaration';
import { StaticTable } from '../table/StaticTable';
import type { SectionDeclaration } from '../../controllers/resource/resourceViewsDeclaration';

export interface TableSectionDeclaration<R, Row, C> {
  /** The record's rows (its lines, its conditions). */
  rows: (record: R) => readonly Row[];
  columns: readonly ColumnDeclaration<Row, C>[];
  /** A row's key; its place in the list unless given. */
  getRowId?: (row: Row) => string | number;
  /** The key of the text shown without rows; the kit's "No results" unless given. */
  empty?: string;
  /** The section's title and the table's name: a key; `sections.<id>` unless given. */
  title?: string;
}

const noData = () => undefined;

/**
 * A show page's section holding a table of the record's rows, declared as data: its columns
 * follow the list's conventions (`fields.<id>` headers, formats, `render(row, ctx)`). `useData`
 * adds to the columns' `ctx` what only this table needs (read only where it shows):
 *
 *   tableSection('lines', {
 *     rows: (list: PriceList) => list.lines, empty: 'lines.empty',
 *     useData: () => ({ services: useSellerServices().byId }),
 *     columns: [{ id: 'service', render: (line, { services }) => services.get(line.serviceId)?.name }],
 *   })
 */
export function tableSection<R, Row, C extends ViewContext, Y extends object = object>(
  id: string,
  table: TableSectionDeclaration<R, Row, C & Y> & { useData?: () => Y },
): SectionDeclaration<R, C> {
  const { rows, columns, getRowId, empty, title } = table;
  const useData = table.useData ?? noData;

  function SectionTable({ record, ctx }: { record: R; ctx: C }) {
    const full: C & Y = Object.assign({}, ctx, useData());
    const items = rows(record);
    return (
      <StaticTable<Row>
        label={ctx.t(title ?? `sections.${id}`)}
        columns={columns.map((column) => toColumn(column, full))}
        rows={items}
        getRowId={getRowId ?? ((row) => items.indexOf(row))}
        emptyMessage={empty && ctx.t(empty)}
      />
    );
  }

  return { id, title, render: (record, ctx) => <SectionTable record={record} ctx={ctx} /> };
}
