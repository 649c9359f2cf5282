import * as z from 'zod/mini';
import {
  type FlightPlan,
  type FlightPlanPayload,
  passengerPayload,
  type Passenger,
  type PassengerFormValues,
  type PassengerPayload,
  type PassengerSchemaOutput,
} from '@/entities/trip';
import { VALIDATOR, numberField, requiredText, strictPositiveCheck } from '@/lib/validation';

// The passenger's form is the trip's (the leg dialog edits the same rows).
export {
  EMPTY_PASSENGER,
  passengerSchema,
  type PassengerFormValues,
  type PassengerSchemaOutput,
} from '@/entities/trip';

export function toPassengerForm(passenger: Passenger): PassengerFormValues {
  const { name, nationality, type, status, disabled } = passenger;
  return { name, nationality, type, status, disabled };
}

/** The leg's passengers as PATCH sends them, ids kept so the API updates rather than recreates. */
export function toPassengerPayloads(passengers: readonly Passenger[]): PassengerPayload[] {
  return passengers.map(passengerPayload);
}

/** Replaces (or, without `id`, appends) one passenger in the list PATCH will send. */
export function withPassenger(
  passengers: readonly Passenger[],
  edited: PassengerSchemaOutput,
  id?: number,
): PassengerPayload[] {
  const payloads = toPassengerPayloads(passengers);
  if (id === undefined) return [...payloads, edited];
  return payloads.map((passenger) => (passenger.id === id ? { id, ...edited } : passenger));
}

export function withoutPassenger(passengers: readonly Passenger[], id: number): PassengerPayload[] {
  return toPassengerPayloads(passengers).filter((passenger) => passenger.id !== id);
}

/** ICAO airport designator: four letters. */
export const ICAO_AIRPORT = /^[A-Z]{4}$/;
/** An ATS route: designators, points and DCT separated by spaces (ICAO Doc 4444, item 15). */
export const ATS_ROUTE = /^[A-Z0-9/]+( [A-Z0-9/]+)*$/;

export function toFlightPlanForm(plan: FlightPlan | null): FlightPlanFormValues {
  return {
    route: plan?.route ?? '',
    cruiseLevel: plan?.cruiseLevel ?? null,
    cruiseSpeedKt: plan?.cruiseSpeedKt ?? null,
    alternateIcao: plan?.alternateIcao ?? '',
    filed: plan?.filed ?? false,
  };
}

const upper = z.transform((value: string) => value.toUpperCase().replace(/\s+/g, ' '));

export const flightPlanSchema = z.object({
  route: z.pipe(
    z.pipe(requiredText('description'), upper),
    z.string().check(z.regex(ATS_ROUTE, { error: VALIDATOR.atsRoute })),
  ),
  /** A flight level: 10 to 600 (FL010 - FL600). */
  cruiseLevel: numberField(
    z.refine((level: number) => Number.isInteger(level) && level >= 10 && level <= 600, {
      error: VALIDATOR.flightLevel,
    }),
  ),
  cruiseSpeedKt: numberField(strictPositiveCheck),
  alternateIcao: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.trim().toUpperCase()),
    ),
    z.transform((value: string, ctx) => {
      if (value === '') return null;
      if (ICAO_AIRPORT.test(value)) return value;
      ctx.issues.push({ code: 'custom', message: VALIDATOR.icaoAirport, input: value });
      return z.NEVER;
    }),
  ),
  filed: z.boolean(),
});

/** What the flight plan form edits (numbers as typed: the schema reads them). */
export type FlightPlanFormValues = z.input<typeof flightPlanSchema>;

export function toFlightPlanPayload(output: z.output<typeof flightPlanSchema>): FlightPlanPayload {
  return output;
}
