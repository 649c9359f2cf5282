import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../feedback/EmptyState';
import { DataTableCards } from './DataTableCards';
import type { DataTableColumn } from '../../controllers/table/types';

export interface StaticTableProps<Row> {
  /** Accessible name of the table (or of the card list on phones), already translated. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string | number;
  /** Buttons of one row (ResourceActions), in a last column. */
  rowActions?: (row: Row) => ReactNode;
  /** Rows under the body (totals: LinesTable); shown after the cards on phones. */
  footer?: ReactNode;
  /** What the phones show of the footer (the cards have no columns to align it in). */
  footerOnXs?: ReactNode;
  /** Defaults to "No results". */
  emptyMessage?: ReactNode;
  /** Compact rows (lines of a document). Default true. */
  dense?: boolean;
  /** Its own outlined frame; false inside a Paper that already has one. Default true. */
  framed?: boolean;
  /** The id of the column whose cells name their row (`<th scope="row">`: a subject, a date). */
  rowHeader?: string;
  /**
   * A row's accessible name when its header cell says more than its name (a cart line's
   * service cell also lists its options and rates): "Jet A-1".
   */
  getRowLabel?: (row: Row) => string;
}

/** Right-aligned figures line up digit under digit. */
export const numericCellSx = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * A table of everything at once (no paging, no sort, no URL state): the lines of an order or
 * an invoice, the rights of a role. Columns are DataTable's (right-aligned ones get tabular
 * figures); under 600 px each row becomes a card, as in DataTable.
 */
export function StaticTable<Row>(props: StaticTableProps<Row>) {
  const { label, columns, rows, getRowId, rowActions, footer, footerOnXs } = props;
  const { dense = true, framed = true, rowHeader, getRowLabel } = props;
  const { t } = useTranslation('ui');
  const theme = useTheme();
  const isXs = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });

  if (rows.length === 0) return <EmptyState message={props.emptyMessage} />;
  if (isXs) {
    return (
      <>
        <DataTableCards
          label={label}
          columns={columns}
          rows={rows}
          getRowId={getRowId}
          rowActions={rowActions}
          skeleton={false}
          busy={false}
          skeletonCount={0}
        />
        {footerOnXs}
      </>
    );
  }
  return (
    <TableContainer {...(framed ? { component: Paper, variant: 'outlined' } : {})}>
      <Table size={dense ? 'small' : 'medium'} aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.id} align={column.align} sx={{ width: column.width }}>
                {column.header}
              </TableCell>
            ))}
            {rowActions && <TableCell align="right">{t('table.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={getRowId(row)} aria-label={getRowLabel?.(row)}>
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.align}
                  padding={column.padding}
                  sx={column.align === 'right' ? numericCellSx : undefined}
                  {...(column.id === rowHeader ? { component: 'th', scope: 'row' } : {})}
                >
                  {column.render(row)}
                </TableCell>
              ))}
              {rowActions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {rowActions(row)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
        {footer}
      </Table>
    </TableContainer>
  );
}
