import * as z from 'zod/mini';
import type { Schemas } from '@/lib/api/contract';
import { VALIDATOR, isoDate, nullableText, requiredText } from '@/lib/validation';

export type HangarCustomEvent = Schemas['HangarCustomEvent'];
export type HangarCustomEventChanges = Schemas['HangarCustomEventChanges'];

/** "3-5, 8" → [3, 4, 5, 8]; null when the text is not a list of slices and runs. */
export function parseSlices(text: string): number[] | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return null;
  const slices = new Set<number>();
  for (const part of parts) {
    const match = /^(\d{1,4})\s*[-–]\s*(\d{1,4})$|^(\d{1,4})$/.exec(part);
    if (!match) return null;
    const from = Number(match[1] ?? match[3]);
    const to = Number(match[2] ?? match[3]);
    if (from < 1 || to < from) return null;
    for (let slice = from; slice <= to; slice += 1) slices.add(slice);
  }
  return [...slices].sort((a, b) => a - b);
}

/** [3, 4, 5, 8] → "3-5, 8": what the slices field shows. */
export function formatSlices(slices: readonly number[]): string {
  const runs: string[] = [];
  let start: number | undefined;
  let last: number | undefined;
  const close = () => {
    if (start !== undefined && last !== undefined) {
      runs.push(start === last ? String(start) : `${start}-${last}`);
    }
  };
  for (const slice of [...slices].sort((a, b) => a - b)) {
    if (last !== undefined && slice === last + 1) last = slice;
    else {
      close();
      start = slice;
      last = slice;
    }
  }
  close();
  return runs.join(', ');
}

export const customEventSchema = z
  .object({
    name: requiredText('name'),
    reason: nullableText('comment'),
    slices: z.pipe(
      z.string(),
      z.transform((text: string, ctx) => {
        const slices = parseSlices(text);
        if (slices) return slices;
        ctx.issues.push({ code: 'custom', message: VALIDATOR.pattern, input: text });
        return z.NEVER;
      }),
    ),
    startDate: isoDate,
    endDate: isoDate,
  })
  .check(
    z.refine((values) => values.endDate >= values.startDate, {
      error: 'validator.end_before_start',
      path: ['endDate'],
    }),
  );

export type CustomEventFormValues = z.input<typeof customEventSchema>;
export type CustomEventOutput = z.output<typeof customEventSchema>;

/** What the form starts from: an event's values, or a selection of the grid. */
export function toCustomEventForm(
  event: Partial<Pick<HangarCustomEvent, 'name' | 'reason' | 'slices' | 'startDate' | 'endDate'>>,
): CustomEventFormValues {
  return {
    name: event.name ?? '',
    reason: event.reason ?? '',
    slices: formatSlices(event.slices ?? []),
    startDate: event.startDate ?? '',
    endDate: event.endDate ?? '',
  };
}
