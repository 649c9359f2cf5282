import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorAccountingRow, OperatorAccountingTotal } from '@/entities/invoice';
import {
  numericCellSx,
  ResourceListPage,
  StaticTable,
  useDisplayFormat,
  useResourceList,
  type DataTableColumn,
  type ListFilter,
} from '@/lib/ui';
import {
  useListOperatorAccountingQuery,
  type OperatorAccountingFilter,
} from '../api/accounting.api';

function useColumns(): DataTableColumn<OperatorAccountingRow>[] {
  const { t } = useTranslation('accounting');
  const show = useDisplayFormat();
  return useMemo(
    () => [
      {
        id: 'organization',
        header: t('fields.organization'),
        render: (row) => row.organization.name,
      },
      {
        id: 'currency',
        header: t('fields.currency'),
        render: (row) => row.currency,
        hideOnXs: true,
      },
      {
        id: 'ordersCount',
        header: t('fields.ordersCount'),
        align: 'right',
        render: (row) => row.ordersCount,
      },
      {
        id: 'turnover',
        header: t('fields.turnover'),
        align: 'right',
        render: (row) => (
          <Box component="span" sx={numericCellSx}>
            {show.money(row.turnover, row.currency)}
          </Box>
        ),
      },
      {
        id: 'commissionRate',
        header: t('fields.commissionRate'),
        // The effective rate of slices taken invoice by invoice: two decimals are enough to read.
        render: (row) =>
          t('operator.percent', { value: Math.round(row.commissionRate * 100) / 100 }),
        hideOnXs: true,
      },
      {
        id: 'commission',
        header: t('fields.commission'),
        align: 'right',
        render: (row) => (
          <Box component="span" sx={numericCellSx}>
            {show.money(row.commission, row.currency)}
          </Box>
        ),
      },
      {
        id: 'outstanding',
        header: t('fields.outstanding'),
        align: 'right',
        render: (row) => (
          <Box component="span" sx={numericCellSx}>
            {show.money(row.outstanding, row.currency)}
          </Box>
        ),
      },
    ],
    [t, show],
  );
}

function Totals({ totals }: { totals: readonly OperatorAccountingTotal[] }) {
  const { t } = useTranslation('accounting');
  const show = useDisplayFormat();
  const columns: DataTableColumn<OperatorAccountingTotal>[] = [
    { id: 'currency', header: t('fields.currency'), render: (total) => total.currency },
    {
      id: 'ordersCount',
      header: t('fields.ordersCount'),
      align: 'right',
      render: (total) => total.ordersCount,
    },
    ...(['turnover', 'commission', 'outstanding'] as const).map(
      (amount): DataTableColumn<OperatorAccountingTotal> => ({
        id: amount,
        header: t(`fields.${amount}`),
        align: 'right',
        render: (total) => show.money(total[amount], total.currency),
      }),
    ),
  ];
  if (totals.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {t('operator.totals')}
      </Typography>
      <StaticTable
        label={t('operator.totalsLabel')}
        columns={columns}
        rows={totals}
        getRowId={(total) => total.currency}
        framed={false}
      />
    </Paper>
  );
}

/**
 * /accounting [OPERATOR_ACCOUNTING_VIEW]: per organization and currency, its orders, invoiced
 * turnover, the platform's commission and what is still to be paid, over a date range, with the
 * totals of every row.
 */
export default function OperatorAccountingPage() {
  const { t } = useTranslation('accounting');
  const filters: ListFilter<OperatorAccountingFilter>[] = useMemo(
    () => [
      { kind: 'search', key: 'search', label: t('operator.searchLabel') },
      { kind: 'dateRange', key: 'period', label: t('operator.period') },
    ],
    [t],
  );
  const resource = useResourceList({ filters });
  const result = useListOperatorAccountingQuery(resource.args);
  return (
    <ResourceListPage
      title={t('operator.title')}
      tableLabel={t('operator.tableLabel')}
      resource={resource}
      result={result}
      columns={useColumns()}
      getRowId={(row) => `${row.organization.id}-${row.currency}`}
      itemLabel={(row) => row.organization.name}
      emptyMessage={t('operator.empty')}
      emptyFilteredMessage={t('operator.emptyFiltered')}
      intro={
        <>
          <Typography sx={{ mb: 2 }}>{t('operator.intro')}</Typography>
          <Totals totals={result.data?.totals ?? []} />
        </>
      }
    />
  );
}
