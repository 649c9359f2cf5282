import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import {
  DetailSection,
  LinesTable,
  DeclaredShowPage,
  useDisplayFormat,
  type DataTableColumn,
} from '@/lib/ui';
import { PriceListStatusChip, type PriceListLine } from '@/entities/price-list';
import { useDeletePriceListMutation, useGetPriceListQuery } from '../api/priceLists.api';
import { clientUnitPrice } from '@/entities/quote';
import { priceLists } from '../resource';
import { deleteMessage, nameOf, useSellerServices } from '../components/priceListDisplay';

/** The lines: each service's price, the client's terms and what the client pays per unit. */
function useLineColumns(): DataTableColumn<PriceListLine>[] {
  const { t } = useTranslation('priceLists');
  const show = useDisplayFormat();
  const { byId } = useSellerServices();
  const right = { align: 'right' } as const;
  return [
    {
      id: 'service',
      header: t('fields.service'),
      render: (line) =>
        byId.get(line.serviceId)?.name ?? t('lines.unknownService', { id: line.serviceId }),
    },
    {
      id: 'base',
      header: t('fields.basePrice'),
      ...right,
      render: (line) => {
        const service = byId.get(line.serviceId);
        return service
          ? (show.money(service.price, service.currency) ?? t('lines.onQuotation'))
          : '—';
      },
    },
    {
      id: 'terms',
      header: t('fields.terms'),
      ...right,
      render: (line) =>
        line.discountRate !== null
          ? t('lines.discount', { rate: line.discountRate })
          : t('kinds.unitPrice'),
    },
    {
      id: 'client',
      header: t('fields.clientPrice'),
      ...right,
      render: (line) => {
        const service = byId.get(line.serviceId);
        if (!service) return line.unitPrice === null ? '—' : show.number(line.unitPrice);
        if (service.price === null) return t('lines.onQuotation');
        return show.money(clientUnitPrice(service.price, line, service.currency), service.currency);
      },
    },
  ];
}

/** /price-management/:id/show [PRICE_MANAGEMENT_VIEW]: one price list and what it charges. */
export default function PriceListShowPage() {
  const { t } = useTranslation('priceLists');
  const columns = useLineColumns();
  const show = useDisplayFormat();
  return (
    <DeclaredShowPage
      resource={priceLists}
      useRecord={useGetPriceListQuery}
      useDelete={useDeletePriceListMutation}
      deleteMessage={deleteMessage(t)}
      listTitle={t('list.title')}
      placeholderTitle={t('list.title')}
      title={nameOf}
      status={(list) => <PriceListStatusChip status={list.status} />}
      facts={(list) => [
        list.company.companyName,
        t('list.lineCount', { count: list.lines.length }),
      ]}
      itemLabel={nameOf}
    >
      {(list) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <DetailSection
            title={t('sections.client')}
            items={[
              { label: t('fields.company'), value: show.text(list.company.companyName) },
              {
                label: t('fields.intracommunityVatNumber'),
                value: show.text(list.company.intracommunityVatNumber),
              },
              { label: t('fields.updatedAt'), value: show.dateTime(list.updatedAt) },
            ]}
          />
          <DetailSection title={t('sections.lines')}>
            <LinesTable
              label={t('sections.lines')}
              columns={columns}
              rows={list.lines}
              getRowId={(line) => line.serviceId}
              emptyMessage={t('lines.empty')}
            />
          </DetailSection>
        </Box>
      )}
    </DeclaredShowPage>
  );
}
