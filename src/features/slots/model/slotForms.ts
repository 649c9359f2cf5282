import { z } from 'zod/mini';
import { zonedToUtc } from '@/lib/format/zonedTime';
import { VALIDATOR, maxText, required } from '@/lib/validation';

/** A wall-clock time at the airport: required, and a real date (Y-m-dTH:i). */
function airportTime(timeZone: string) {
  return z.nullable(z.string()).check(
    z.refine((value) => value !== null && value !== '', { message: VALIDATOR.required }),
    z.refine((value) => !value || zonedToUtc(value, timeZone) !== null, {
      message: VALIDATOR.correctTimes,
    }),
  );
}

export function slotRequestSchema(timeZone: string) {
  return z.object({ requestedAt: airportTime(timeZone) });
}
export type SlotRequestValues = z.input<ReturnType<typeof slotRequestSchema>>;

export function slotAttributionSchema(timeZone: string) {
  return z.object({
    number: required.check(maxText('code')),
    attributedAt: airportTime(timeZone),
  });
}
export type SlotAttributionValues = z.input<ReturnType<typeof slotAttributionSchema>>;
