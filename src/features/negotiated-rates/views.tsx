import type { ResourcePages } from '@/lib/api/defineResource';
import { negotiatedRatesApi, type NegotiatedRate } from '@/entities/negotiated-rate';
import { resourceViews, search } from '@/lib/ui/resourceKit';
import { NegotiatedRateFields } from './components/NegotiatedRateFields';
import { PriceListCell } from './components/PriceListCell';
import { negotiatedRateSchema, negotiatedRateToValues } from './model/negotiatedRate.schema';
import { negotiatedRates } from './resource';

/**
 * /negotiated-rates [NEGOTIATED_RATE_VIEW]: the seller's client companies and the price list
 * each gets; added and edited in a dialog, writes offered only with NEGOTIATED_RATE_EDIT.
 */
const views: ResourcePages = resourceViews(negotiatedRates, negotiatedRatesApi, {
  itemLabel: (rate: NegotiatedRate) => rate.companyName,
  deleteMessage: ({ companyName: name, priceList }, { t }) =>
    priceList
      ? t('list.deleteWithPriceList', { name, list: priceList.name })
      : t('list.deleteMessage', { name }),
  list: {
    filters: [
      search('search'),
      { kind: 'boolean', key: 'priceList', label: 'filters.withPriceList' },
    ],
    defaultSort: { sort: 'companyName', order: 'asc' },
    columns: [
      { id: 'companyName' },
      { id: 'intracommunityVatNumber' },
      { id: 'priceList', render: (rate) => <PriceListCell rate={rate} /> },
    ],
  },
  form: {
    schema: negotiatedRateSchema,
    defaults: negotiatedRateToValues(),
    toValues: (rate) => negotiatedRateToValues(rate),
    toPayload: (values) => values,
    Fields: NegotiatedRateFields,
    dialog: {},
  },
});

export default views;
