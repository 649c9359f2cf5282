import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useCan } from '@/lib/auth/useCan';
import { useDisplayFormat } from '@/lib/ui/resource/displayFormat';
import { paths } from '@/lib/paths';
import {
  FilterBar,
  LoadingState,
  PageHeader,
  ResourceListPage,
  useResourceList,
  type DataTableColumn,
  type ResourceAction,
} from '@/lib/ui';
import { AddIcon } from '@/lib/ui/icons';
import { useListTripsQuery, useTripFiltersQuery } from '../api/trips.api';
import type { TripSummary } from '@/entities/trip';
import { toTripFilterQuery, tripViewOf, type TripListView } from '../model/tripFilter';
import { CancelledQuotesNotice } from './CascadeDialogs';
import { tripLink, useTripFilters } from './tripDisplay';

/** FullCalendar and its styles load only when the calendar is shown, in their own chunk. */
const TripCalendar = lazy(() => import('./TripCalendar'));

function useTripColumns(operator: boolean): DataTableColumn<TripSummary>[] {
  const { t } = useTranslation('trips');
  const show = useDisplayFormat();
  return useMemo(() => {
    const columns: DataTableColumn<TripSummary>[] = [
      { id: 'name', header: t('fields.name'), render: (trip) => trip.name },
      { id: 'route', header: t('fields.route'), render: (trip) => trip.route.join(' → ') || '—' },
      {
        id: 'startAt',
        header: t('fields.startAt'),
        render: (trip) => show.dateTime(trip.startAt, 'UTC') ?? '—',
      },
      {
        id: 'aircraft',
        header: t('fields.aircraft'),
        render: (trip) =>
          trip.aircraft ? `${trip.aircraft.name} (${trip.aircraft.registration})` : '—',
        hideOnXs: true,
      },
      {
        id: 'legs',
        header: t('fields.steps'),
        render: (trip) => t('list.steps', { legs: trip.legs, transfers: trip.transfers }),
        hideOnXs: true,
      },
      { id: 'status', header: t('fields.status'), render: (trip) => t(`statuses.${trip.status}`) },
    ];
    if (operator) {
      columns.splice(1, 0, {
        id: 'organization',
        header: t('fields.organization'),
        render: (trip) => trip.organization.name,
      });
    }
    return columns;
  }, [t, show, operator]);
}

function ViewToggle({
  view,
  onChange,
}: {
  view: TripListView;
  onChange: (view: TripListView) => void;
}) {
  const { t } = useTranslation('trips');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={view}
      aria-label={t('list.viewLabel')}
      onChange={(_event, next: TripListView | null) => {
        if (next) onChange(next);
      }}
    >
      <ToggleButton value="list">{t('list.viewList')}</ToggleButton>
      <ToggleButton value="calendar">{t('list.viewCalendar')}</ToggleButton>
    </ToggleButtonGroup>
  );
}

/**
 * `/trips` and `/operator/trips`: the trips as a list or a calendar (`view` in the URL), with
 * every trip filter in the URL. Operators see every organization's trips and their organization.
 */
export function TripsScreen({ operator }: { operator: boolean }) {
  const { t } = useTranslation('trips');
  const can = useCan();
  const [searchParams, setSearchParams] = useSearchParams();
  // The calendar is CALENDAR_VIEW's (platform operators read every trip, calendar included).
  const calendarAllowed = operator || can('CALENDAR_VIEW');
  const view = calendarAllowed ? tripViewOf(searchParams.get('view')) : 'list';
  const options = useTripFiltersQuery(undefined);
  // The API sorts by first departure, newest first: no sort of our own.
  const resource = useResourceList({ filters: useTripFilters(options.data, operator) });
  const filter = useMemo(() => toTripFilterQuery(resource.args.filters), [resource.args.filters]);
  const { page, pageSize } = resource.args;
  const result = useListTripsQuery({ page, pageSize, filter }, { skip: view !== 'list' });
  const columns = useTripColumns(operator);
  const title = operator ? t('list.operatorTitle') : t('list.title');

  const setView = (next: TripListView) =>
    setSearchParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'list') copy.delete('view');
        else copy.set('view', next);
        return copy;
      },
      { replace: false },
    );
  const toggle = calendarAllowed ? <ViewToggle view={view} onChange={setView} /> : null;
  const actions: ResourceAction<TripSummary>[] = [
    { kind: 'show', permission: 'TRIP_VIEW', to: (trip) => tripLink(trip.id) },
  ];
  if (!operator) {
    actions.push({
      kind: 'edit',
      permission: 'TRIP_EDIT',
      to: (trip) => paths.trips.editFlight({ tripId: trip.id }),
    });
  }

  if (view === 'calendar') {
    return (
      <>
        <PageHeader
          title={title}
          actions={
            <>
              {toggle}
              {!operator && can('TRIP_ADD') && (
                <Button
                  component={RouterLink}
                  to={paths.trips.add()}
                  variant="contained"
                  startIcon={<AddIcon />}
                >
                  {t('list.add')}
                </Button>
              )}
            </>
          }
        />
        <CancelledQuotesNotice />
        <FilterBar filters={resource.filters} list={resource.list} />
        <Suspense fallback={<LoadingState />}>
          <TripCalendar filter={filter} />
        </Suspense>
      </>
    );
  }

  return (
    <ResourceListPage
      title={title}
      tableLabel={t('list.tableLabel')}
      resource={resource}
      result={result}
      columns={columns}
      getRowId={(trip) => trip.id}
      itemLabel={(trip) => trip.name}
      create={
        operator
          ? undefined
          : { permission: 'TRIP_ADD', to: paths.trips.add(), label: t('list.add') }
      }
      actions={actions}
      headerActions={toggle}
      intro={<CancelledQuotesNotice />}
      emptyMessage={t('list.empty')}
      emptyFilteredMessage={t('list.emptyFiltered')}
    />
  );
}
