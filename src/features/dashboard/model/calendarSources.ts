import { skipToken } from '@reduxjs/toolkit/query';
import {
  toQuoteCalendarEvent,
  useQuotesInRangeQuery,
  type QuoteCalendarEntry,
} from '@/entities/quote';
import { toTripCalendarEvent, useTripsInRangeQuery, type TripCalendarEvent } from '@/entities/trip';
import type { CalendarEvent, CalendarQueryResult, CalendarRange } from '@/lib/ui';

/** Which of the two calendars the member may read (TRIP_VIEW, TRIP_ACCOUNTING_VIEW). */
export interface CalendarSources {
  trips: boolean;
  orders: boolean;
}

/** One event of the dashboard's calendar: a trip's step or an order. */
export type DashboardEvent =
  { kind: 'trip'; event: TripCalendarEvent } | { kind: 'order'; entry: QuoteCalendarEntry };

/** Each calendar's own mapping (its entity's), the ids kept apart (a trip 3 and an order 3). */
export function toDashboardEvent(item: DashboardEvent): CalendarEvent {
  const event =
    item.kind === 'trip' ? toTripCalendarEvent(item.event) : toQuoteCalendarEvent(item.entry);
  return { ...event, id: `${item.kind}-${event.id}` };
}

/**
 * The trips and orders of the visible range, read together: each source only when the member
 * may read it (no call otherwise); the events once every read source has answered.
 */
export function useDashboardCalendarQuery(
  arg: (CalendarRange & CalendarSources) | typeof skipToken,
): CalendarQueryResult<DashboardEvent> {
  const range = arg === skipToken ? undefined : { start: arg.start, end: arg.end };
  const trips = useTripsInRangeQuery(range && arg !== skipToken && arg.trips ? range : skipToken);
  const orders = useQuotesInRangeQuery(
    range && arg !== skipToken && arg.orders ? range : skipToken,
  );
  const wantTrips = arg !== skipToken && arg.trips;
  const wantOrders = arg !== skipToken && arg.orders;
  const ready =
    (!wantTrips || trips.data !== undefined) && (!wantOrders || orders.data !== undefined);
  return {
    data: ready
      ? [
          ...(wantTrips ? (trips.data ?? []) : []).map((event) => ({
            kind: 'trip' as const,
            event,
          })),
          ...(wantOrders ? (orders.data ?? []) : []).map((entry) => ({
            kind: 'order' as const,
            entry,
          })),
        ]
      : undefined,
    isFetching: trips.isFetching || orders.isFetching,
    error: trips.error ?? orders.error,
    refetch: () => {
      if (wantTrips) void trips.refetch();
      if (wantOrders) void orders.refetch();
    },
  };
}
