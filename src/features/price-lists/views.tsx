import type { TFunction } from 'i18next';
import type { ResourcePages } from '@/lib/api/defineResource';
import { PRICE_LIST_STATUSES, type PriceList } from '@/entities/price-list';
import { clientUnitPrice } from '@/entities/quote';
import { enumOf, resourceViews, search, tableSection } from '@/lib/ui';
import { priceListsApi } from './api/priceLists.api';
import { PriceListFields } from './components/PriceListFields';
import { useSellerServices } from './components/useSellerServices';
import {
  EMPTY_PRICE_LIST,
  priceListSchema,
  priceListToDuplicate,
  priceListToValues,
  toPriceListPayload,
} from './model/priceList.schema';
import { priceLists } from './resource';

const lineCount = (list: PriceList, t: TFunction) =>
  t('list.lineCount', { count: list.lines.length });
const companyName = (list: PriceList) => list.company.companyName;
const right = { align: 'right' } as const;

/**
 * /prices-management, /price-management/add, /:id/edit, /:id/duplicate and /:id/show
 * [PRICE_MANAGEMENT_*]: the seller's price lists, one per client company, and what each charges.
 */
const views: ResourcePages = resourceViews(priceLists, priceListsApi, {
  itemLabel: (list) => list.name,
  deleteMessage: (list, { t }) =>
    t('list.deleteMessage', { name: list.name, company: companyName(list) }),
  list: {
    filters: [search('search'), enumOf('status', PRICE_LIST_STATUSES)],
    defaultSort: { sort: 'name', order: 'asc' },
    columns: [
      { id: 'name' },
      { id: 'company', value: companyName },
      { id: 'lines', render: (list, { t }) => lineCount(list, t), hideOnXs: true, nowrap: true },
      { id: 'status', format: 'status' },
      { id: 'updatedAt', format: 'date', hideOnXs: true, nowrap: true },
    ],
  },
  show: {
    status: 'status',
    facts: (list, { t }) => [companyName(list), lineCount(list, t)],
    sections: [
      {
        id: 'client',
        items: [
          { id: 'company', value: companyName },
          { id: 'intracommunityVatNumber', value: (list) => list.company.intracommunityVatNumber },
          { id: 'updatedAt', format: 'dateTime' },
        ],
      },
      // Each service's price, the client's terms and what the client pays per unit.
      tableSection('lines', {
        rows: (list: PriceList) => list.lines,
        useData: () => ({ services: useSellerServices().byId }),
        getRowId: (line) => line.serviceId,
        empty: 'lines.empty',
        columns: [
          {
            id: 'service',
            render: (line, { t, services }) =>
              services.get(line.serviceId)?.name ??
              t('lines.unknownService', { id: line.serviceId }),
          },
          {
            id: 'basePrice',
            ...right,
            render: (line, { t, show, services }) => {
              const service = services.get(line.serviceId);
              if (!service) return '—';
              return show.money(service.price, service.currency) ?? t('lines.onQuotation');
            },
          },
          {
            id: 'terms',
            ...right,
            render: (line, { t }) =>
              line.discountRate !== null
                ? t('lines.discount', { rate: line.discountRate })
                : t('kinds.unitPrice'),
          },
          {
            id: 'clientPrice',
            ...right,
            render: (line, { t, show, services }) => {
              const service = services.get(line.serviceId);
              if (!service) return line.unitPrice === null ? '—' : show.number(line.unitPrice);
              if (service.price === null) return t('lines.onQuotation');
              const price = clientUnitPrice(service.price, line, service.currency);
              return show.money(price, service.currency);
            },
          },
        ],
      }),
    ],
  },
  form: {
    schema: priceListSchema,
    defaults: EMPTY_PRICE_LIST,
    toValues: priceListToValues,
    duplicate: priceListToDuplicate,
    toPayload: toPriceListPayload,
    Fields: PriceListFields,
  },
});

export default views;
