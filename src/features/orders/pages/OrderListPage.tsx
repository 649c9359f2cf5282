import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCan } from '@/lib/auth/useCan';
import type { QuoteDetail } from '@/entities/quote';
import { awaitsPricing, quoteSide, toQuoteCalendarEvent } from '@/entities/quote';
import {
  ResourceListPage,
  useDisplayFormat,
  useListController,
  type DataTableColumn,
  type ResourceAction,
  OneLineText,
} from '@/lib/ui';
import { orderPaths } from '../paths';
import {
  useQuoteCalendarQuery,
  useQuoteFilterOptionsQuery,
  useQuoteListQuery,
} from '../api/orders.api';
import {
  counterpartyOf,
  QuoteKindChip,
  QuoteStateChip,
  useQuoteSide,
} from '../components/quoteDisplay';
import { useQuoteFilters } from '../components/useQuoteFilters';
import { defaultQuoteSort } from '../model/quoteFilter';

/**
 * The table's width (px) under which a column folds, lowest priority first: the airport (a
 * filter, and on the order's page), the creation date, the kind (the state mostly says it), the
 * other party, the event's time. Reference, state, total and the row's action always stay. At
 * 1280 px with the navigation open the table has ~970 px: the seller's usual page keeps the kind;
 * longer states, large amounts or French fold the next column rather than scroll (DataTable).
 */
const FOLD = {
  airport: 1180,
  createdAt: 1090,
  kind: 960,
  counterparty: 860,
  eventTime: 700,
} as const;

function useColumns(): DataTableColumn<QuoteDetail>[] {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  const { organizationId } = useQuoteSide(undefined);
  return useMemo(
    () => [
      {
        id: 'reference',
        header: t('fields.reference'),
        nowrap: true,
        render: (quote) => quote.reference,
      },
      {
        id: 'kind',
        header: t('fields.kind'),
        render: (quote) => <QuoteKindChip quote={quote} />,
        hideBelow: FOLD.kind,
      },
      {
        id: 'state',
        header: t('fields.state'),
        render: (quote) => <QuoteStateChip quote={quote} />,
      },
      {
        id: 'counterparty',
        header: t('fields.counterparty'),
        render: (quote) => (
          <OneLineText text={counterpartyOf(quote, quoteSide(quote, organizationId))} max={128} />
        ),
        hideBelow: FOLD.counterparty,
      },
      {
        // The ICAO alone keeps the row on one line at 1280 px; the trip is on the order's page.
        id: 'airport',
        header: t('fields.airport'),
        render: (quote) => (
          <Box component="span" title={quote.event.tripName}>
            {quote.event.airportIcao}
          </Box>
        ),
        hideOnXs: true,
        hideBelow: FOLD.airport,
        nowrap: true,
      },
      {
        id: 'eventTime',
        header: t('fields.eventTime'),
        sortable: true,
        hideBelow: FOLD.eventTime,
        nowrap: true,
        render: (quote) => show.dateTime(quote.event.estimatedTime, 'UTC') ?? '—',
      },
      {
        id: 'createdAt',
        header: t('fields.createdAt'),
        sortable: true,
        hideOnXs: true,
        hideBelow: FOLD.createdAt,
        nowrap: true,
        render: (quote) => show.date(quote.createdAt),
      },
      {
        id: 'total',
        header: t('fields.total'),
        numeric: true,
        render: (quote) =>
          awaitsPricing(quote) ? (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('list.toBeQuoted')}
            </Box>
          ) : (
            show.money(quote.totalIncludingTax, quote.currency)
          ),
      },
    ],
    [t, show, organizationId],
  );
}

/**
 * `/order` [TRIP_ACCOUNTING_VIEW]: the selected organization's quotes and orders, bought or sold,
 * as a list or a calendar (`view` in the URL), every quote filter in the URL. The sort is the
 * column headers' (creation or event time); untouched, it is the spec's: by the event's time once
 * a date range is set, else by creation, its arrow shown on that column.
 */
export default function OrderListPage() {
  const { t } = useTranslation('orders');
  const can = useCan();
  const calendarAllowed = can('CALENDAR_VIEW');
  const [searchParams] = useSearchParams();
  const defaultSort = defaultQuoteSort({ period: searchParams.get('period') ?? undefined });
  const options = useQuoteFilterOptionsQuery(undefined);
  const resource = useListController({
    filters: useQuoteFilters(options.data),
    defaultSort,
    calendar: calendarAllowed,
  });
  const { page, pageSize, sort, order, filters } = resource.args;
  const result = useQuoteListQuery(
    { page, pageSize, sort, order, filters },
    { skip: resource.view !== 'list' },
  );
  const columns = useColumns();

  const actions: ResourceAction<QuoteDetail>[] = [
    {
      kind: 'show',
      permission: 'TRIP_ACCOUNTING_VIEW',
      to: (quote) => orderPaths.show({ id: quote.id }),
    },
  ];

  return (
    <ResourceListPage
      texts={{ ns: 'orders' }}
      resource={resource}
      result={result}
      columns={columns}
      itemLabel={(quote) => quote.reference}
      actions={actions}
      calendar={
        calendarAllowed
          ? {
              useQuery: useQuoteCalendarQuery,
              args: { filters },
              toEvent: toQuoteCalendarEvent,
              note: t('calendar.utcNote'),
              emptyMessage: t('list.empty'),
            }
          : undefined
      }
    />
  );
}
