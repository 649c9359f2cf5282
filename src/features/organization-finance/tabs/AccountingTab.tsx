import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import {
  InvoiceStatusChip,
  accountingExportQuery,
  useListOrganizationAccountingQuery,
  type AccountingEntry,
  type AccountingFilter,
} from '@/entities/invoice';
import type { OrganizationTabProps } from '@/entities/organization';
import { DownloadButton, FILE_NAMES } from '@/lib/files';
import { routeTo } from '@/lib/paths/routeTo';
import {
  ResourceListPage,
  listPageTexts,
  searchFilter,
  useDisplayFormat,
  useResourceList,
  type DataTableColumn,
  type ListFilter,
} from '@/lib/ui';

const DEFAULT_SORT = { sort: 'date', order: 'desc' } as const;

function useColumns(): DataTableColumn<AccountingEntry>[] {
  const { t } = useTranslation('accounting');
  const show = useDisplayFormat();
  return useMemo(
    () => [
      {
        id: 'reference',
        header: t('fields.reference'),
        sortable: true,
        render: (entry) => (
          <Link
            component={RouterLink}
            to={routeTo('accounting.organizationOrder', { id: entry.quoteId })}
            aria-label={t('tab.openOrder', { reference: entry.reference })}
          >
            {entry.reference}
          </Link>
        ),
      },
      { id: 'date', header: t('fields.date'), sortable: true, render: (e) => show.date(e.date) },
      {
        id: 'counterparty',
        header: t('fields.counterparty'),
        render: (entry) => entry.counterparty.name,
      },
      {
        id: 'direction',
        header: t('fields.direction'),
        render: (entry) => t(`directions.${entry.direction}`),
        hideOnXs: true,
      },
      {
        id: 'accountCode',
        header: t('fields.accountCode'),
        render: (entry) => entry.accountCode,
        hideOnXs: true,
      },
      {
        id: 'total',
        header: t('fields.total'),
        render: (entry) => show.money(entry.totalIncludingTax, entry.currency),
      },
      {
        id: 'invoice',
        header: t('fields.invoice'),
        render: (entry) =>
          entry.invoice ? (
            <Link
              component={RouterLink}
              to={routeTo('accounting.organizationInvoice', { id: entry.invoice.id })}
              aria-label={t('tab.openInvoice', { number: entry.invoice.number })}
            >
              {entry.invoice.number}
            </Link>
          ) : (
            t('tab.notInvoiced')
          ),
      },
      {
        id: 'invoiceState',
        header: t('fields.invoiceState'),
        sortable: true,
        render: (entry) =>
          entry.invoiceState ? <InvoiceStatusChip status={entry.invoiceState} /> : null,
      },
    ],
    [t, show],
  );
}

/**
 * The `accounting` tab of /organization/{tab} [ACCOUNTING_VIEW], on the selected organization
 * only: its orders (sold and bought) and their invoices, searched, by date range, ordered by
 * reference, date or invoice status, exported as export.csv with the same query.
 */
export default function AccountingTab({ organizationId }: OrganizationTabProps) {
  const { t } = useTranslation('accounting');
  const filters: ListFilter<AccountingFilter>[] = useMemo(
    () => [
      searchFilter('search', t, 'tab'),
      { kind: 'dateRange', key: 'period', label: t('tab.period') },
    ],
    [t],
  );
  const resource = useResourceList({ filters, defaultSort: DEFAULT_SORT });
  const result = useListOrganizationAccountingQuery({ organizationId, params: resource.args });
  return (
    <ResourceListPage
      {...listPageTexts(t, 'tab')}
      headingLevel="h2"
      resource={resource}
      result={result}
      columns={useColumns()}
      getRowId={(entry) => entry.quoteId}
      itemLabel={(entry) => entry.reference}
      headerActions={
        <DownloadButton
          url={`api/organization/${organizationId}/accounting-export`}
          params={accountingExportQuery(resource.args)}
          fileName={FILE_NAMES.export}
        >
          {t('tab.export')}
        </DownloadButton>
      }
    />
  );
}
