import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import type { DataTableListState } from '../../controllers/table/types';

interface DataTablePaginationProps {
  list: DataTableListState;
  totalItems: number;
  compact: boolean;
}

/** Server pagination; the URL holds the 1-based page, MUI counts from 0. */
export function DataTablePagination({ list, totalItems, compact }: DataTablePaginationProps) {
  const { t } = useTranslation('ui');
  const lastPageIndex = Math.max(0, Math.ceil(totalItems / list.pageSize) - 1);
  // A page past the end (before the table sends it back to page 1) would make MUI warn.
  const pageIndex = Math.min(list.page - 1, lastPageIndex);

  return (
    <TablePagination
      component="div"
      count={totalItems}
      page={pageIndex}
      rowsPerPage={list.pageSize}
      rowsPerPageOptions={list.pageSizeOptions}
      onPageChange={(_event, next) => list.setPage(next + 1)}
      onRowsPerPageChange={(event) => list.setPageSize(Number(event.target.value))}
      showFirstButton={!compact}
      showLastButton={!compact}
      labelRowsPerPage={t('pagination.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        count === -1
          ? t('pagination.displayedRowsUnknown', { from, to })
          : t('pagination.displayedRows', { from, to, count })
      }
      getItemAriaLabel={(type) => t(`pagination.${type}Page`)}
      sx={{
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5, px: compact ? 1 : 2 },
      }}
    />
  );
}
