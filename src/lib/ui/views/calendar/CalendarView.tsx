import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../feedback/EmptyState';
import { ErrorState } from '../feedback/ErrorState';
import { LoadingState } from '../feedback/LoadingState';
import { loadCalendarBody, loadedCalendarBody } from './loadCalendarBody';
import { ApiErrorMessage } from '../feedback/ApiErrorMessage';
import type { CalendarEditing } from '../../controllers/calendar/calendarEditing';
import type { CalendarEvent } from '../../controllers/calendar/calendarEvent';
import type { FullCalendarBodyProps } from './FullCalendarBody';
import {
  useCalendarUrlState,
  type CalendarRange,
} from '../../controllers/calendar/useCalendarUrlState';
import { useOptimisticMoves } from '../../controllers/calendar/useOptimisticMoves';

/**
 * FullCalendar and its styles are in their own chunk, loaded when a calendar is shown or before,
 * when the list/calendar switch preloads it (loadCalendarBody).
 */
const LazyCalendarBody = lazy(loadCalendarBody);

/**
 * FullCalendarBody itself when its chunk is already there (preloaded): React.lazy would suspend
 * even then, and React holds a Suspense boundary's content back for about 300 ms once its
 * fallback has shown (issue 18's profile). Chosen once, so the calendar is never remounted.
 */
function CalendarBody(props: FullCalendarBodyProps) {
  const [Body] = useState(() => loadedCalendarBody() ?? LazyCalendarBody);
  return (
    <Suspense fallback={<LoadingState />}>
      <Body {...props} />
    </Suspense>
  );
}

/** What the view needs of the feature's RTK Query calendar hook's result (the result fits). */
export interface CalendarQueryResult<Item> {
  data?: readonly Item[];
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** The feature's RTK Query hook of a range's records (`useXCalendarQuery` fits as it is). */
export type CalendarQueryHook<Args extends object, Item> = (
  arg: (CalendarRange & Args) | typeof skipToken,
) => CalendarQueryResult<Item>;

export interface CalendarViewProps<Args extends object, Item> {
  /** Asked for the visible range and `args` (the list's filters), once the range is known. */
  useQuery: CalendarQueryHook<Args, Item>;
  args: Args;
  /**
   * The feature's mapping: which record is which event, what it opens and whether it is
   * crossed. A module-level function: the events are mapped again whenever it changes.
   */
  toEvent: (item: Item) => CalendarEvent;
  /** Above the calendar (what its times mean, what a click opens). */
  note?: ReactNode;
  /** Said when the visible range has no event. */
  emptyMessage: string;
  /** A month's day cell shows three events, then "+n more" (UI.md); false shows them all. */
  dayMaxEvents?: boolean;
  /**
   * The calendar is editable when the resource says so: select a range to create, drag and
   * resize to move (optimistic; undone with a toast when the server refuses), with the keyboard
   * form of the same changes (calendarEditing).
   */
  editing?: CalendarEditing;
}

/**
 * A calendar of a feature's records (month, week, day, list of the week; Monday first; 24 h;
 * UTC; the current language), over the feature's query of the visible range, with its loading,
 * error and empty states. Each event with a destination is a link, reached with Tab and opened
 * with Enter or in a new tab; a plain click navigates inside the app. View and date stay in the
 * URL (useCalendarUrlState, read when the calendar opens).
 */
export function CalendarView<Args extends object, Item>({
  useQuery,
  args,
  toEvent,
  note,
  emptyMessage,
  dayMaxEvents = true,
  editing,
}: CalendarViewProps<Args, Item>) {
  const { t } = useTranslation('ui');
  const state = useCalendarUrlState();
  const result = useQuery(state.range ? { ...state.range, ...args } : skipToken);
  const mapped = useMemo(() => (result.data ?? []).map(toEvent), [result.data, toEvent]);
  const { events, move } = useOptimisticMoves(mapped, result.data, editing?.onMove);
  // FullCalendar is drawn once the first answer is there, then stays. Drawn at once, its empty
  // month (a few hundred ms at 4x CPU) held back the query's start, which RTK Query makes after
  // the commit, and the answer then drew the month a second time (issue 18's profile).
  const answered = result.data !== undefined || result.error !== undefined;
  const [drawn, setDrawn] = useState(answered);
  if (answered && !drawn) setDrawn(true);
  return (
    <Box sx={{ mt: 2 }}>
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {note}
        </Typography>
      ) : null}
      {result.error ? (
        <ErrorState
          message={<ApiErrorMessage error={result.error} />}
          onRetry={() => void result.refetch()}
        />
      ) : null}
      {result.isFetching && <LoadingState label={t('calendar.loading')} />}
      {!result.isFetching && !result.error && result.data?.length === 0 && (
        <EmptyState message={emptyMessage} />
      )}
      {drawn && (
        <CalendarBody
          state={state}
          events={events}
          dayMaxEvents={dayMaxEvents}
          editing={editing}
          onMove={editing?.onMove ? move : undefined}
        />
      )}
    </Box>
  );
}
