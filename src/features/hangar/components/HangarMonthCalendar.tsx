import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CalendarView,
  type CalendarEditing,
  type CalendarEvent,
  type CalendarRange,
} from '@/lib/ui';
import {
  useGetHangarCalendarQuery,
  useMoveHangarCustomEventMutation,
  type HangarCalendarEntry,
  type HangarVariant,
} from '../api/hangar.api';
import { addDays } from '../model/gridPeriod';
import type { GridSelection } from './SliceGridSection';

/** The calendar answers at most 62 nights; a month view shows 42. */
const MAX_NIGHTS = 62;

function useCalendarEntries(arg: (CalendarRange & { variantId: number }) | typeof skipToken) {
  const period =
    arg === skipToken
      ? skipToken
      : {
          variantId: arg.variantId,
          from: arg.start,
          to: [addDays(arg.end, -1), addDays(arg.start, MAX_NIGHTS - 1)].sort()[0] ?? arg.start,
        };
  return useGetHangarCalendarQuery(period);
}

/** A booking or a custom event over its nights: all-day, from its first night to the morning after its last. */
function toEvent(entry: HangarCalendarEntry): CalendarEvent {
  const slices = entry.slices.join(', ');
  const event = entry.holder.kind === 'event';
  return {
    id: `${entry.holder.kind}-${entry.holder.id}-${entry.startDate}`,
    title: `${entry.holder.label} · ${slices}`,
    start: entry.startDate,
    end: addDays(entry.endDate, 1),
    tone: event ? 'warning' : 'info',
    editable: event,
  };
}

interface HangarMonthCalendarProps {
  variant: HangarVariant;
  /** Absent without DASHBOARD_HANGAR_EDIT: the calendar is then read only. */
  onCreate?: (selection: Omit<GridSelection, 'slices'>) => void;
}

/** The month and week views of the same bookings and custom events; events move and resize. */
export function HangarMonthCalendar({ variant, onCreate }: HangarMonthCalendarProps) {
  const { t } = useTranslation('hangar');
  const [update] = useMoveHangarCustomEventMutation();
  const editing = useMemo<CalendarEditing | undefined>(() => {
    if (!onCreate) return undefined;
    const nights = (times: { start: string; end: string }) => ({
      startDate: times.start.slice(0, 10),
      endDate: addDays(times.end.slice(0, 10), -1),
    });
    return {
      createLabel: t('events.add'),
      onCreate: (times) => onCreate(nights(times)),
      onMove: (id, times) => {
        const eventId = Number(id.split('-')[1]);
        return update({ id: eventId, variantId: variant.id, changes: nights(times) }).unwrap();
      },
    };
  }, [onCreate, t, update, variant.id]);
  const args = useMemo(() => ({ variantId: variant.id }), [variant.id]);
  return (
    <CalendarView
      useQuery={useCalendarEntries}
      args={args}
      toEvent={toEvent}
      note={t('calendar.note', { zone: variant.airport.timezone })}
      emptyMessage={t('calendar.empty')}
      editing={editing}
    />
  );
}
