import { useTranslation } from 'react-i18next';
import type { OfferPayment } from '@/entities/organization';
import { useFormatters } from '@/lib/format';
import {
  ApiErrorMessage,
  DataTable,
  StatusChip,
  useListParams,
  type DataTableColumn,
} from '@/lib/ui';
import { useListOfferPaymentsQuery } from '../api/finance.api';
import { OFFER_PAYMENT_TONES } from '../model/statusTones';

/** Five payments a page, no other size offered: a subscription pays a few times a year. */
const PER_PAGE = 5;

/** The subscription's payments, page by page (the page in the URL). */
export function OfferPayments({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('orgFinance');
  const format = useFormatters();
  const params = useListParams({ defaultPageSize: PER_PAGE });
  const list = { ...params, pageSize: PER_PAGE, pageSizeOptions: [PER_PAGE] };
  const payments = useListOfferPaymentsQuery({
    organizationId,
    page: list.page,
    numberOfItemsPerPage: PER_PAGE,
  });
  const columns: DataTableColumn<OfferPayment>[] = [
    { id: 'paidAt', header: t('offer.paidAt'), render: (row) => format.date(row.paidAt) },
    {
      id: 'amount',
      header: t('offer.amount'),
      align: 'right',
      render: (row) => format.money(row.amount, row.currencyCode),
    },
    {
      id: 'status',
      header: t('offer.status'),
      render: (row) => (
        <StatusChip
          tone={OFFER_PAYMENT_TONES[row.status]}
          label={t(`offer.paymentStatuses.${row.status}`)}
        />
      ),
    },
    { id: 'invoice', header: t('offer.invoice'), render: (row) => row.invoiceReference },
  ];
  return (
    <DataTable
      label={t('offer.payments')}
      list={list}
      columns={columns}
      rows={payments.data?.offerPayments ?? []}
      totalItems={payments.data?.totalItems ?? 0}
      getRowId={(row) => row.id}
      loading={payments.isFetching}
      error={payments.error}
      errorMessage={<ApiErrorMessage error={payments.error} />}
      onRetry={() => void payments.refetch()}
      emptyMessage={t('offer.noPayment')}
    />
  );
}
