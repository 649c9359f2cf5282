import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, type ReactNode } from 'react';
import { EmptyState } from '../feedback/EmptyState';
import { ErrorState } from '../feedback/ErrorState';
import type { ListParamsOptions } from '../../controllers/list/listParams';
import { useListParams } from '../../controllers/list/useListParams';
import { DataTableCards } from './DataTableCards';
import { DataTableGrid } from './DataTableGrid';
import { DataTablePagination } from './DataTablePagination';
import { DataTableSortSelect } from './DataTableSortSelect';
import type { DataTableListState, DataTableRowProps } from '../../controllers/table/types';
import { useFittingColumns } from '../../controllers/table/useWidthStep';

export interface DataTableProps<Row> extends DataTableRowProps<Row> {
  /** Accessible name of the table (or of the card list on phones), already translated. */
  label: string;
  /** The total count the API reports, for the pagination. */
  totalItems: number;
  /** True while fetching: placeholders on first load, a progress bar over stale rows after. */
  loading?: boolean;
  /** Any truthy value (e.g. RTK Query's `error`) shows the error state. */
  error?: unknown;
  errorMessage?: ReactNode;
  onRetry?: () => void;
  /** e.g. t('trips:list.empty') = "No trip found"; defaults to "No results". */
  emptyMessage?: ReactNode;
  /** None by default: a list's empty state is one sentence and its one action (UI.md). */
  emptyIcon?: ReactNode;
  emptyAction?: ReactNode;
  /** Filter inputs shown above the rows (they write their values with useListParams). */
  filters?: ReactNode;
  /** The page's own useListParams result, so that the table and the query read the same params. */
  list?: DataTableListState;
  /** Used only when `list` is absent: the table then reads the URL itself. */
  listOptions?: ListParamsOptions;
}

/**
 * A server-paginated list: page, page size and sort live in the URL (through useListParams);
 * the page turns them into the API query and hands back rows and the total.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    label,
    totalItems,
    loading = false,
    error,
    errorMessage,
    onRetry,
    filters,
    list: given,
    listOptions,
  } = props;
  const { emptyMessage, emptyIcon, emptyAction, rows } = props;
  const ownList = useListParams(listOptions);
  const list = given ?? ownList;
  const theme = useTheme();
  const isXs = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  // Cards (phones) keep every column but `hideOnXs` ones: only the table folds by its width.
  const {
    ref: measuredRef,
    gridRef,
    columns: gridColumns,
  } = useFittingColumns<(typeof props.columns)[number], HTMLDivElement>(
    props.columns,
    rows.map(props.getRowId).join(' '),
    !isXs,
  );

  const hasError = error !== undefined && error !== null && error !== false;
  // Spec section 4: a list whose current page came back empty returns to page 1 (e.g. after
  // the last item of the last page was deleted, or a shared link to a page that no longer exists).
  const emptyPastFirstPage = !loading && !hasError && rows.length === 0 && list.page > 1;
  const { setPage } = list;
  useEffect(() => {
    if (emptyPastFirstPage) setPage(1, { replace: true });
  }, [emptyPastFirstPage, setPage]);

  const skeleton = rows.length === 0 && (loading || emptyPastFirstPage);
  const busy = loading || emptyPastFirstPage;
  const rowProps: DataTableRowProps<Row> = {
    columns: props.columns,
    rows,
    getRowId: props.getRowId,
    onRowClick: props.onRowClick,
    rowHref: props.rowHref,
    getRowLabel: props.getRowLabel,
    rowActions: props.rowActions,
  };

  let body: ReactNode;
  if (hasError) body = <ErrorState message={errorMessage} onRetry={onRetry} />;
  else if (rows.length === 0 && !skeleton)
    body = <EmptyState message={emptyMessage} icon={emptyIcon ?? false} action={emptyAction} />;
  else if (isXs)
    body = (
      <>
        <DataTableSortSelect columns={props.columns} list={list} />
        <DataTableCards
          label={label}
          skeleton={skeleton}
          busy={busy}
          skeletonCount={list.pageSize}
          {...rowProps}
        />
        {totalItems > 0 && <DataTablePagination list={list} totalItems={totalItems} compact />}
      </>
    );
  else
    body = (
      <Paper variant="outlined">
        <DataTableGrid
          label={label}
          list={list}
          skeleton={skeleton}
          busy={busy}
          {...rowProps}
          columns={gridColumns}
          containerRef={gridRef}
        />
        {totalItems > 0 && (
          <DataTablePagination list={list} totalItems={totalItems} compact={false} />
        )}
      </Paper>
    );

  return (
    <Box ref={measuredRef}>
      {filters && <Box sx={{ mb: 2 }}>{filters}</Box>}
      <Box sx={{ position: 'relative' }}>
        {/* Refetching over rows already shown: keep them readable and show progress on top. */}
        {loading && rows.length > 0 && (
          <LinearProgress
            aria-hidden
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
          />
        )}
        {body}
      </Box>
    </Box>
  );
}
