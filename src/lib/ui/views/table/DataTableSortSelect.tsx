import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  sortKeyOf,
  type DataTableColumn,
  type DataTableListState,
} from '../../controllers/table/types';

interface DataTableSortSelectProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  list: DataTableListState;
}

const SEPARATOR = ':';

/** Cards have no headers to click, so phones sort with a select (native: best on touch screens). */
export function DataTableSortSelect<Row>({ columns, list }: DataTableSortSelectProps<Row>) {
  const { t } = useTranslation('ui');
  const id = useId();
  const sortable = columns.filter((column) => column.sortable);
  if (sortable.length === 0) return null;

  const current = sortable.some((column) => sortKeyOf(column) === list.sort)
    ? `${list.sort}${SEPARATOR}${list.order}`
    : '';

  return (
    <TextField
      id={id}
      select
      size="small"
      fullWidth
      label={t('table.sortBy')}
      value={current}
      onChange={(event) => {
        const value = event.target.value;
        const at = value.lastIndexOf(SEPARATOR);
        if (at < 0) list.setSort(null);
        else list.setSort(value.slice(0, at), value.slice(at + 1) === 'desc' ? 'desc' : 'asc');
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ mb: 1.5 }}
    >
      {current === '' && <option value="">{t('table.defaultOrder')}</option>}
      {sortable.flatMap((column) => {
        const key = sortKeyOf(column);
        return [
          <option key={`${key}-asc`} value={`${key}${SEPARATOR}asc`}>
            {t('table.sortAscending', { column: column.header })}
          </option>,
          <option key={`${key}-desc`} value={`${key}${SEPARATOR}desc`}>
            {t('table.sortDescending', { column: column.header })}
          </option>,
        ];
      })}
    </TextField>
  );
}
