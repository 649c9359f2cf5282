import Alert from '@mui/material/Alert';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/auth/useCan';
import { useSearchParams } from 'react-router-dom';
import type { QuoteDetail } from '@/entities/quote';
import { orderPaths } from '@/lib/paths/orders';
import { quoteSide } from '@/entities/quote';
import {
  FilterBar,
  LoadingState,
  PageHeader,
  ResourceListPage,
  useDisplayFormat,
  useResourceList,
  type DataTableColumn,
  type ResourceAction,
} from '@/lib/ui';
import { useQuoteFilterOptionsQuery, useQuoteListQuery } from '../api/orders.api';
import { counterpartyOf, QuoteKindCell, useQuoteSide } from '../components/quoteDisplay';
import { useQuoteFilters } from '../components/useQuoteFilters';
import {
  orderViewOf,
  sortsByEventTime,
  toQuoteFilters,
  type OrderListView,
} from '../model/quoteFilter';

/** FullCalendar and its styles load only when the calendar is shown, in their own chunk. */
const OrdersCalendar = lazy(() => import('../components/OrdersCalendar'));

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

function ViewToggle({
  view,
  onChange,
}: {
  view: OrderListView;
  onChange: (view: OrderListView) => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={view}
      aria-label={t('list.viewLabel')}
      onChange={(_event, next: OrderListView | null) => {
        if (next) onChange(next);
      }}
    >
      <ToggleButton value="list">{t('list.viewList')}</ToggleButton>
      <ToggleButton value="calendar">{t('list.viewCalendar')}</ToggleButton>
    </ToggleButtonGroup>
  );
}

/**
 * `/order` [TRIP_ACCOUNTING_VIEW]: the selected organization's quotes and orders, bought or sold,
 * as a list or a calendar (`view` in the URL), every quote filter in the URL. The API sorts.
 */
export default function OrderListPage() {
  const { t } = useTranslation('orders');
  const [searchParams, setSearchParams] = useSearchParams();
  const can = useCan();
  const calendarAllowed = can('CALENDAR_VIEW');
  const view = calendarAllowed ? orderViewOf(searchParams.get('view')) : 'list';
  const options = useQuoteFilterOptionsQuery(undefined);
  const resource = useResourceList({ filters: useQuoteFilters(options.data) });
  const filters = useMemo(() => toQuoteFilters(resource.args.filters), [resource.args.filters]);
  const { page, pageSize } = resource.args;
  const result = useQuoteListQuery({ page, pageSize, filters }, { skip: view !== 'list' });
  const columns = useColumns();

  const setView = (next: OrderListView) =>
    setSearchParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === 'list') copy.delete('view');
      else copy.set('view', next);
      return copy;
    });
  const toggle = calendarAllowed ? <ViewToggle view={view} onChange={setView} /> : null;
  const sortNote = (
    <Alert severity="info" sx={{ mb: 2 }}>
      {sortsByEventTime(filters) ? t('list.sortedByEvent') : t('list.sortedByCreation')}
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
        <Suspense fallback={<LoadingState />}>
          <OrdersCalendar filters={filters} />
        </Suspense>
      </>
    );
  }

  return (
    <ResourceListPage
      title={t('list.title')}
      tableLabel={t('list.tableLabel')}
      resource={resource}
      result={result}
      columns={columns}
      getRowId={(quote) => quote.id}
      itemLabel={(quote) => quote.reference}
      actions={actions}
      headerActions={toggle}
      intro={sortNote}
      emptyMessage={t('list.empty')}
      emptyFilteredMessage={t('list.emptyFiltered')}
    />
  );
}
