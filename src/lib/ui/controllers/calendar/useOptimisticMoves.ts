import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/feedback';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import { describeError } from '@/lib/http/errorCatalogue';
import type { CalendarEvent } from './calendarEvent';
import type { CalendarTimes } from './calendarEditing';

interface Move {
  times: CalendarTimes;
  /** Still waiting for the server's word. */
  pending: boolean;
  /** The range's answer when it moved: a later answer is the server's truth. */
  answer: unknown;
}

/**
 * The optimistic half of an editable calendar (headless): a moved event shows at its new times
 * at once, until the server refuses it (back in its place, and a toast with the reason) or the
 * range's next answer replaces it. `answer` is the range query's data, `onMove` the feature's.
 */
export function useOptimisticMoves(
  events: readonly CalendarEvent[],
  answer: unknown,
  onMove: ((id: string, times: CalendarTimes) => Promise<unknown>) | undefined,
): {
  events: readonly CalendarEvent[];
  move: (event: CalendarEvent, times: CalendarTimes) => void;
} {
  const { t } = useTranslation(['ui', 'http']);
  const [moves, setMoves] = useState<Partial<Record<string, Move>>>({});

  const shown = useMemo(
    () =>
      events.map((event) => {
        const moved = moves[event.id];
        return moved && (moved.pending || moved.answer === answer)
          ? { ...event, ...moved.times }
          : event;
      }),
    [events, moves, answer],
  );

  const move = useCallback(
    (event: CalendarEvent, times: CalendarTimes) => {
      if (!onMove) return;
      // Only a settlement of this very move touches it: a later move of the same event wins.
      const settle = (next: (current: Move) => Move | undefined) =>
        setMoves((all) => {
          const current = all[event.id];
          if (current?.times !== times) return all;
          return { ...all, [event.id]: next(current) };
        });
      setMoves((all) => ({ ...all, [event.id]: { times, pending: true, answer } }));
      onMove(event.id, times).then(
        () => settle((current) => ({ ...current, pending: false })),
        (error: unknown) => {
          settle(() => undefined);
          const apiError = apiErrorOf(error);
          const reason = apiError ? describeError(apiError, t)?.detail : undefined;
          notify({
            title: t('ui:calendar.moveRefused', { title: event.title }),
            detail: reason ?? t('ui:calendar.moveRefusedDetail'),
            variant: 'warning',
          });
        },
      );
    },
    [onMove, answer, t],
  );

  return { events: shown, move };
}
