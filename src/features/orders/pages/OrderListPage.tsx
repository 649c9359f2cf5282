import Alert from '@mui/material/Alert';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/auth/useCan';
import type { QuoteDetail } from '@/entities/quote';
import { quoteSide } from '@/entities/quote';
import {
  CalendarView,
  FilterBar,
  ListViewSwitch,
  PageHeader,
  ResourceListPage,
  useDisplayFormat,
  useListView,
  useResourceList,
  type DataTableColumn,
  type ResourceAction,
} from '@/lib/ui';
import { orderPaths } from '../paths';
import {
  useQuoteCalendarQuery,
  useQuoteFilterOptionsQuery,
  useQuoteListQuery,
} from '../api/orders.api';
import { counterpartyOf, QuoteKindCell, useQuoteSide } from '../components/quoteDisplay';
import { toQuoteCalendarEvent } from '../components/quoteCalendarEvent';
import { useQuoteFilters } from '../components/useQuoteFilters';
import { quoteFilterQuery, sortsByEventTime } from '../model/quoteFilter';

function useColumns(): DataTableColumn<QuoteDetail>[] {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  const { organizationId } = useQuoteSide(undefined);
  return useMemo(
    () => [
      { id: 'reference', header: t('fields.reference'), render: (quote) => quote.reference },
      { id: 'kind', header: t('fields.kind'), render: (quote) => <QuoteKindCell quote={quote} /> },
      {
        id: 'counterparty',
        header: t('fields.counterparty'),
        render: (quote) => counterpartyOf(quote, quoteSide(quote, organizationId)),
      },
      {
        id: 'trip',
        header: t('fields.tripAirport'),
        render: (quote) => `${quote.event.tripName} · ${quote.event.airportIcao}`,
        hideOnXs: true,
      },
      {
        id: 'eventTime',
        header: t('fields.eventTime'),
        render: (quote) => show.dateTime(quote.event.estimatedTime, 'UTC') ?? '—',
      },
      {
        id: 'total',
        header: t('fields.total'),
        align: 'right',
        render: (quote) => show.money(quote.totalIncludingTax, quote.currency),
      },
    ],
    [t, show, organizationId],
  );
}

/**
 * `/order` [TRIP_ACCOUNTING_VIEW]: the selected organization's quotes and orders, bought or sold,
 * as a list or a calendar (`view` in the URL), every quote filter in the URL. The API sorts.
 */
export default function OrderListPage() {
  const { t } = useTranslation('orders');
  const can = useCan();
  const calendarAllowed = can('CALENDAR_VIEW');
  const { view } = useListView(calendarAllowed);
  const options = useQuoteFilterOptionsQuery(undefined);
  const resource = useResourceList({ filters: useQuoteFilters(options.data) });
  const { page, pageSize, filters } = resource.args;
  const result = useQuoteListQuery({ page, pageSize, filters }, { skip: view !== 'list' });
  const columns = useColumns();

  const toggle = calendarAllowed ? <ListViewSwitch /> : null;
  const sortNote = (
    <Alert severity="info" sx={{ mb: 2 }}>
      {sortsByEventTime(quoteFilterQuery(filters))
        ? t('list.sortedByEvent')
        : t('list.sortedByCreation')}
    </Alert>
  );
  const actions: ResourceAction<QuoteDetail>[] = [
    {
      kind: 'show',
      permission: 'TRIP_ACCOUNTING_VIEW',
      to: (quote) => orderPaths.show({ id: quote.id }),
    },
  ];

  if (view === 'calendar') {
    return (
      <>
        <PageHeader title={t('list.title')} actions={toggle} />
        <FilterBar filters={resource.filters} list={resource.list} />
        <CalendarView
          useQuery={useQuoteCalendarQuery}
          args={{ filters }}
          toEvent={toQuoteCalendarEvent}
          note={t('calendar.utcNote')}
          emptyMessage={t('list.empty')}
        />
      </>
    );
  }

  return (
    <ResourceListPage
      texts={{ ns: 'orders' }}
      resource={resource}
      result={result}
      columns={columns}
      itemLabel={(quote) => quote.reference}
      actions={actions}
      headerActions={toggle}
      intro={sortNote}
    />
  );
}
