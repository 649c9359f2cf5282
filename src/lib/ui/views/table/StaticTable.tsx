import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../feedback/EmptyState';
import { DataTableCards } from './DataTableCards';
import { alignOf, type DataTableColumn } from '../../controllers/table/types';
import { useFittingColumns } from '../../controllers/table/useWidthStep';

export interface StaticTableProps<Row> {
  /** Accessible name of the table (or of the card list on phones), already translated. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string | number;
  /** Buttons of one row (ResourceActions), in a last column. */
  rowActions?: (row: Row) => ReactNode;
  /**
   * Rows under the body (totals: LinesTable); shown after the cards on phones. A function gets
   * the number of columns shown (`hideBelow` folds some), to span them.
   */
  footer?: ReactNode | ((shownColumns: number) => ReactNode);
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

/** Right-aligned figures line up digit under digit, on one line. */
export const numericCellSx = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

const isNumeric = (column: DataTableColumn<never>) =>
  column.numeric === true || column.align === 'right';

/** Figures and their headers never break over two lines; nor do `nowrap` columns. */
const oneLine = (column: DataTableColumn<never>) => isNumeric(column) || column.nowrap === true;

function cellSx(column: DataTableColumn<never>) {
  if (isNumeric(column)) return numericCellSx;
  return column.nowrap ? { whiteSpace: 'nowrap' } : undefined;
}

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
  // As DataTable: the less important columns fold (`hideBelow`) before figures wrap.
  const {
    ref: measuredRef,
    gridRef,
    columns: shown,
  } = useFittingColumns<DataTableColumn<Row>, HTMLDivElement>(
    columns,
    rows.map(getRowId).join(','),
    !isXs,
  );

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
    <Box ref={measuredRef}>
      <TableContainer ref={gridRef} {...(framed ? { component: Paper, variant: 'outlined' } : {})}>
        <Table size={dense ? 'small' : 'medium'} aria-label={label}>
          <TableHead>
            <TableRow>
              {shown.map((column) => (
                <TableCell
                  key={column.id}
                  align={alignOf(column)}
                  sx={{ width: column.width, ...(oneLine(column) ? { whiteSpace: 'nowrap' } : {}) }}
                >
                  {column.header}
                </TableCell>
              ))}
              {rowActions && <TableCell align="right">{t('table.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={getRowId(row)} aria-label={getRowLabel?.(row)}>
                {shown.map((column) => (
                  <TableCell
                    key={column.id}
                    align={alignOf(column)}
                    padding={column.padding}
                    sx={cellSx(column)}
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
          {typeof footer === 'function' ? footer(shown.length) : footer}
        </Table>
      </TableContainer>
    </Box>
  );
}
