import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { visuallyHidden } from '../visuallyHidden';
import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  alignOf,
  cellSxOf,
  primaryColumnId,
  sortKeyOf,
  type DataTableListState,
  type DataTableRowProps,
} from '../../controllers/table/types';
import { useScrollRegion } from '../../controllers/table/useScrollRegion';

interface DataTableGridProps<Row> extends DataTableRowProps<Row> {
  label: string;
  list: DataTableListState;
  /** Show placeholder rows instead of `rows` (first load). */
  skeleton: boolean;
  busy: boolean;
  /** The horizontally scrolling box, for the table to see whether its rows overflow. */
  containerRef?: Ref<HTMLDivElement>;
}

/** Most pages show fewer rows than this on screen; more placeholders only add noise. */
const MAX_SKELETON_ROWS = 10;

/** Every row, placeholders included, is this tall (UI.md: 48-52 px): nothing jumps on arrival. */
export const DATA_TABLE_ROW_HEIGHT = 52;
const rowSx = { height: DATA_TABLE_ROW_HEIGHT, '& > td': { py: 0.5 } } as const;
/** Icon buttons bring their own padding: half the cell's on their left keeps the gap even. */
const actionsCellSx = { whiteSpace: 'nowrap', pl: 1 } as const;

function activateOnKey(event: KeyboardEvent, action: () => void) {
  if (event.target !== event.currentTarget) return; // keys inside row actions are theirs
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    action();
  }
}

/** The table layout (sm and up): sortable headers and one row per item. */
export function DataTableGrid<Row>(props: DataTableGridProps<Row>) {
  const {
    label,
    list,
    columns,
    rows,
    getRowId,
    onRowClick: onClick,
    rowHref,
    getRowLabel,
    rowActions,
    skeleton,
    busy,
    containerRef,
  } = props;
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const { setContent, regionProps } = useScrollRegion(t('table.scrollRegion', { label }));
  const primaryId = rowHref ? primaryColumnId(columns) : undefined;
  const onRowClick = onClick ?? (rowHref ? (row: Row) => void navigate(rowHref(row)) : undefined);
  // With a link in the row, the link is its one tab stop (Enter opens, the menu opens a tab).
  const rowFocusable = Boolean(onRowClick) && !rowHref;

  return (
    // Positioned: the visually hidden texts (position: absolute) scroll with the table instead
    // of widening the page when its columns overflow.
    <TableContainer ref={containerRef} {...regionProps} sx={{ position: 'relative' }}>
      <Table ref={setContent} aria-label={label} aria-busy={busy} size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const key = sortKeyOf(column);
              const active = column.sortable === true && list.sort === key;
              return (
                <TableCell
                  key={column.id}
                  align={alignOf(column)}
                  sortDirection={active ? list.order : false}
                  sx={{ width: column.width, fontWeight: 600, whiteSpace: 'nowrap', height: 44 }}
                >
                  {column.sortable ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? list.order : 'asc'}
                      onClick={() => list.toggleSort(key)}
                    >
                      {column.header}
                      {active && (
                        <span style={visuallyHidden}>
                          {t(
                            list.order === 'desc'
                              ? 'table.sortedDescending'
                              : 'table.sortedAscending',
                          )}
                        </span>
                      )}
                    </TableSortLabel>
                  ) : (
                    column.header
                  )}
                </TableCell>
              );
            })}
            {rowActions && (
              <TableCell align="right" sx={{ ...actionsCellSx, fontWeight: 600, width: '1%' }}>
                <span style={visuallyHidden}>{t('table.actions')}</span>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {skeleton
            ? Array.from({ length: Math.min(list.pageSize, MAX_SKELETON_ROWS) }, (_, index) => (
                <TableRow key={`skeleton-${index}`} aria-hidden sx={rowSx}>
                  {Array.from({ length: columnCount }, (_, cell) => (
                    <TableCell key={cell}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : rows.map((row) => (
                <TableRow
                  key={getRowId(row)}
                  hover={Boolean(onRowClick)}
                  tabIndex={rowFocusable ? 0 : undefined}
                  aria-label={onRowClick && getRowLabel ? getRowLabel(row) : undefined}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={
                    rowFocusable && onRowClick
                      ? (event) => activateOnKey(event, () => onRowClick(row))
                      : undefined
                  }
                  sx={onRowClick ? { ...rowSx, cursor: 'pointer' } : rowSx}
                >
                  {columns.map((column) => (
                    <TableCell
                      key={column.id}
                      align={alignOf(column)}
                      padding={column.padding}
                      sx={cellSxOf(column)}
                    >
                      {rowHref && column.id === primaryId ? (
                        <Link
                          component={RouterLink}
                          to={rowHref(row)}
                          // The link navigates (or opens a tab): the row must not navigate too.
                          onClick={(event) => event.stopPropagation()}
                        >
                          {column.render(row)}
                        </Link>
                      ) : (
                        column.render(row)
                      )}
                    </TableCell>
                  ))}
                  {rowActions && (
                    // Clicks on actions must not also open the row.
                    <TableCell
                      align="right"
                      onClick={(event) => event.stopPropagation()}
                      sx={actionsCellSx}
                    >
                      {rowActions(row)}
                    </TableCell>
                  )}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
