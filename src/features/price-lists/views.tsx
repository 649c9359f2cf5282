import type { TFunction } from 'i18next';
import type { FieldValues } from 'react-hook-form';
import type { ResourcePages } from '@/lib/api/defineResource';
import { PRICE_LIST_STATUSES, type PriceList, type PriceListPayload } from '@/entities/price-list';
import { clientUnitPrice } from '@/entities/quote';
import { priceListPayloadLimits } from '@/lib/contract/generated/constants';
import { enumOf, resourceViews, search, tableSection } from '@/lib/ui/resourceKit';
import type { FieldDeclaration, FormDeclaration } from '@/lib/ui/resourceKit';
import { priceListsApi } from './api/priceLists.api';
import { LinePreview } from './components/LinePreview';
import {
  useCompanyOptions,
  useSellerServices,
  useServiceOptions,
} from './components/useSellerServices';
import {
  PRICE_KINDS,
  linesRule,
  priceListToValues,
  toPriceListPayload,
  type PriceListFormValues,
} from './model/priceList.schema';
import { priceLists } from './resource';

const isUnitPrice = (line: Readonly<FieldValues>) => line.kind === 'unitPrice';
const isRate = (line: Readonly<FieldValues>) => !isUnitPrice(line);

/** The name, status and client company, then per service its unit price or discount rate. */
export const priceListForm: FormDeclaration<PriceList, PriceListFormValues, PriceListPayload> = {
  fields: [
    { name: 'name', kind: 'text', required: true },
    {
      name: 'status',
      kind: 'select',
      options: PRICE_LIST_STATUSES,
      optionLabels: 'statuses',
      required: true,
    },
    {
      name: 'negotiatedRateId',
      kind: 'select',
      label: 'fields.company',
      help: 'fields.companyHelp',
      useOptions: useCompanyOptions,
      required: true,
    },
    {
      name: 'lines',
      kind: 'rows',
      // Each error on its field: a service once, the kind's value (lineErrors).
      schema: linesRule,
      // Phones: one field a row (the French labels do not fit half of 360 px), framed.
      rowColumns: { xs: '1fr', sm: '1fr 1fr', md: '3fr 2fr 2fr auto' },
      newRow: { serviceId: null, kind: 'discountRate', unitPrice: null, discountRate: null },
      rowNote: (index) => <LinePreview index={index} />,
      // Every field of a line is required.
      columns: (
        [
          {
            name: 'serviceId',
            kind: 'select',
            label: 'fields.service',
            useOptions: useServiceOptions,
          },
          { name: 'kind', kind: 'select', options: PRICE_KINDS, optionLabels: 'kinds' },
          { name: 'unitPrice', kind: 'money', label: 'kinds.unitPrice', shownWhen: isUnitPrice },
          { name: 'discountRate', kind: 'percent', label: 'kinds.discountRate', shownWhen: isRate },
        ] satisfies FieldDeclaration[]
      ).map((column) => ({ ...column, required: true })),
    },
  ],
  columns: { xs: '1fr', md: '2fr 1fr' },
  limits: priceListPayloadLimits,
  defaults: { name: '', status: 'active', negotiatedRateId: null, lines: [] },
  toValues: priceListToValues,
  // A copy keeps the lines and status; it needs another company (one list per company).
  duplicate: (list) => ({ ...priceListToValues(list), negotiatedRateId: null }),
  toPayload: toPriceListPayload,
};

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
  form: priceListForm,
});

export default views;
