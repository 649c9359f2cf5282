import Tooltip from '@mui/material/Tooltip';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/auth/useCan';
import { useDisplayFormat } from '@/lib/ui/controllers/resource/displayFormat';
import {
  ResourceListPage,
  StatusChip,
  useListController,
  type DataTableColumn,
  type ResourceAction,
  OneLineText,
} from '@/lib/ui';
import { toTripCalendarEvent, tripTone } from '@/entities/trip';
import { tripPaths } from '../paths';
import { useListTripsQuery, useTripCalendarQuery, useTripFiltersQuery } from '../api/trips.api';
import type { TripSummary } from '@/entities/trip';
import { tripFilterQuery } from '../model/tripFilter';
import { CancelledQuotesNotice } from './CascadeDialogs';
import { tripLink, useTripFilters } from './tripDisplay';

function useTripColumns(operator: boolean): DataTableColumn<TripSummary>[] {
  const { t } = useTranslation('trips');
  const show = useDisplayFormat();
  return useMemo(() => {
    // One line a row at 1280 px with the navigation open (UI.md "A list page"): every cell
    // nowrap, long names and routes cut with their full text on hover, the aircraft's
    // registration in a tooltip, transfers counted only when there are any; when a page's rows
    // still overflow (~970 px), the table folds the steps, then the aircraft, rather than wrap.
    const columns: DataTableColumn<TripSummary>[] = [
      {
        id: 'name',
        header: t('fields.name'),
        nowrap: true,
        render: (trip) => <OneLineText text={trip.name} />,
      },
      {
        id: 'route',
        header: t('fields.route'),
        nowrap: true,
        // Three airports fit; a longer route is cut, whole on hover.
        render: (trip) =>
          trip.route.length > 0 ? <OneLineText text={trip.route.join(' → ')} max="12rem" /> : '—',
      },
      {
        id: 'startAt',
        header: t('fields.startAt'),
        nowrap: true,
        render: (trip) => show.dateTime(trip.startAt, 'UTC') ?? '—',
      },
      {
        id: 'aircraft',
        header: t('fields.aircraft'),
        nowrap: true,
        render: (trip) =>
          trip.aircraft ? (
            <Tooltip title={trip.aircraft.registration} describeChild>
              <span>{trip.aircraft.name}</span>
            </Tooltip>
          ) : (
            '—'
          ),
        hideOnXs: true,
        hideBelow: 700,
      },
      {
        id: 'legs',
        header: t('fields.steps'),
        nowrap: true,
        render: (trip) => {
          const legs = t('list.legCount', { count: trip.legs });
          return trip.transfers === 0
            ? legs
            : t('list.steps', {
                legs,
                transfers: t('list.transferCount', { count: trip.transfers }),
              });
        },
        hideOnXs: true,
        // Folded first when a page's rows would overflow: the route already counts the legs.
        hideBelow: 800,
      },
      {
        id: 'status',
        header: t('fields.status'),
        nowrap: true,
        render: (trip) => (
          <StatusChip tone={tripTone(trip.status)} label={t(`statuses.${trip.status}`)} />
        ),
      },
    ];
    if (operator) {
      columns.splice(1, 0, {
        id: 'organization',
        header: t('fields.organization'),
        nowrap: true,
        render: (trip) => <OneLineText text={trip.organization.name} />,
      });
    }
    return columns;
  }, [t, show, operator]);
}

/**
 * `/trips` and `/operator/trips`: the trips as a list or a calendar (`view` in the URL), with
 * every trip filter in the URL. Operators see every organization's trips and their organization.
 */
export function TripsScreen({ operator }: { operator: boolean }) {
  const { t } = useTranslation('trips');
  const can = useCan();
  // The calendar is CALENDAR_VIEW's (platform operators read every trip, calendar included).
  const calendarAllowed = operator || can('CALENDAR_VIEW');
  const options = useTripFiltersQuery(undefined);
  // The API sorts by first departure, newest first: no sort of our own.
  const resource = useListController({
    filters: useTripFilters(options.data, operator),
    calendar: calendarAllowed,
  });
  const filter = useMemo(() => tripFilterQuery(resource.args.filters), [resource.args.filters]);
  const { page, pageSize } = resource.args;
  const result = useListTripsQuery({ page, pageSize, filter }, { skip: resource.view !== 'list' });
  const columns = useTripColumns(operator);
  const title = operator ? t('list.operatorTitle') : t('list.title');
  const actions: ResourceAction<TripSummary>[] = [
    { kind: 'show', permission: 'TRIP_VIEW', to: (trip) => tripLink(trip.id) },
  ];
  if (!operator) {
    actions.push({
      kind: 'edit',
      permission: 'TRIP_EDIT',
      to: (trip) => tripPaths.editFlight({ tripId: trip.id }),
    });
  }

  return (
    <ResourceListPage
      title={title}
      tableLabel={t('list.tableLabel')}
      resource={resource}
      result={result}
      columns={columns}
      itemLabel={(trip) => trip.name}
      create={
        operator ? undefined : { permission: 'TRIP_ADD', to: tripPaths.add(), label: t('list.add') }
      }
      actions={actions}
      intro={<CancelledQuotesNotice />}
      calendar={
        calendarAllowed
          ? {
              useQuery: useTripCalendarQuery,
              args: { filter },
              toEvent: toTripCalendarEvent,
              note: t('calendar.utcNote'),
              emptyMessage: t('calendar.empty'),
            }
          : undefined
      }
      emptyMessage={t('list.empty')}
      emptyFilteredMessage={t('list.emptyFiltered')}
    />
  );
}
