/**
 * The leg (flight step) and transfer forms of /trip-edit/flight/{trip_id}: their values, their
 * zod schemas and the payloads sent (POST/PATCH api/trip-step-flight, api/trip-step-transfer).
 * Times are typed as the wall-clock time of their airport (`Y-m-dTH:i`, 24 h): the leg's rules
 * (airports chosen, real times, arrival after departure across zones) are model/flightStep.ts.
 * The server alone checks that both airports differ (`errors.same_airports`, on the arrival).
 */
import * as z from 'zod/mini';
import {
  AGE_CATEGORIES,
  FLIGHT_MISSIONS,
  FLIGHT_TYPES,
  PASSENGER_STATUSES,
  TRANSFER_MODES,
  type FlightStep,
  type FlightStepPayload,
  type PassengerPayload,
  type TransferStep,
  type TransferStepPayload,
  type Trip,
  type TripEvent,
} from '@/entities/trip';
import { isCountryCode } from '@/lib/format/countries';
import { utcToZoned, zonedToUtc } from '@/lib/format/zonedTime';
import { VALIDATOR, choice, optionalFieldNumber, requiredText } from '@/lib/validation';
import { flightStepErrors, type DepartureTiming, type StepAirport } from '../model/flightStep';

export interface PassengerRowValues {
  /** Kept so the API updates the passenger rather than recreating it. */
  id: number | null;
  name: string;
  nationality: string | null;
  type: (typeof AGE_CATEGORIES)[number] | null;
  status: (typeof PASSENGER_STATUSES)[number] | null;
  disabled: boolean;
}

export interface FlightStepFormValues {
  departureAirportId: number | null;
  arrivalAirportId: number | null;
  /** Local time at the departure airport, `Y-m-dTH:i`. */
  etd: string | null;
  /** Local time at the arrival airport, `Y-m-dTH:i`. */
  eta: string | null;
  adults: number | null;
  children: number | null;
  babies: number | null;
  bags: number | null;
  /** Stored in kg, typed in the person's unit. */
  luggageKg: number | null;
  crewCount: number | null;
  flightType: (typeof FLIGHT_TYPES)[number] | null;
  flightMission: (typeof FLIGHT_MISSIONS)[number] | null;
  crewMemberIds: number[];
  passengers: PassengerRowValues[];
  visibleInList: boolean;
}

export const EMPTY_PASSENGER_ROW: PassengerRowValues = {
  id: null,
  name: '',
  nationality: null,
  type: 'adult',
  status: 'confirmed',
  disabled: false,
};

export const EMPTY_FLIGHT_STEP: FlightStepFormValues = {
  departureAirportId: null,
  arrivalAirportId: null,
  etd: null,
  eta: null,
  adults: 0,
  children: 0,
  babies: 0,
  bags: 0,
  luggageKg: 0,
  crewCount: 2,
  flightType: 'international',
  flightMission: 'private',
  crewMemberIds: [],
  passengers: [],
  visibleInList: true,
};

/** A kit number field: NaN (text that is not a number) says "Must be a number". */
const count = optionalFieldNumber();

const passengerRowSchema = z.object({
  id: z.nullable(z.number()),
  name: requiredText('name'),
  nationality: z.pipe(
    z.nullable(z.string({ error: VALIDATOR.country })),
    z
      .string({ error: VALIDATOR.required })
      .check(z.refine(isCountryCode, { error: VALIDATOR.country })),
  ),
  type: choice(AGE_CATEGORIES),
  status: choice(PASSENGER_STATUSES),
  disabled: z.boolean(),
});

/**
 * The leg's schema; `airportOf` gives the time zone of a chosen airport (the search results
 * and the leg as loaded), so that the times are read in their own airport's zone.
 */
export function flightStepSchema(
  airportOf: (id: number) => StepAirport | undefined,
  timing?: () => DepartureTiming,
) {
  return z
    .object({
      departureAirportId: z.nullable(z.number()),
      arrivalAirportId: z.nullable(z.number()),
      etd: z.nullable(z.string()),
      eta: z.nullable(z.string()),
      adults: count,
      children: count,
      babies: count,
      bags: count,
      luggageKg: count,
      crewCount: count,
      flightType: choice(FLIGHT_TYPES),
      flightMission: choice(FLIGHT_MISSIONS),
      crewMemberIds: z.array(z.number()),
      passengers: z.array(passengerRowSchema),
      visibleInList: z.boolean(),
    })
    .check(
      z.superRefine((values, ctx) => {
        const find = (id: number | null) => (id === null ? null : (airportOf(id) ?? null));
        const errors = flightStepErrors(
          {
            departureAirport: find(values.departureAirportId),
            arrivalAirport: find(values.arrivalAirportId),
            etd: values.etd ?? '',
            eta: values.eta ?? '',
            adults: values.adults,
            children: values.children,
            babies: values.babies,
            bags: values.bags,
            luggageKg: values.luggageKg,
            crewCount: values.crewCount,
            namedPassengers: values.passengers.length,
          },
          timing?.(),
        );
        for (const [field, message] of Object.entries(errors)) {
          const path =
            field === 'departureAirport' || field === 'arrivalAirport' ? `${field}Id` : field;
          ctx.addIssue({ code: 'custom', message, path: [path], input: values });
        }
      }),
    );
}
export type FlightStepFormOutput = z.output<ReturnType<typeof flightStepSchema>>;

export function stepAirportOf(event: TripEvent): StepAirport {
  return { id: event.airport.id, timezone: event.airport.timezone };
}

export function flightStepToValues(step: FlightStep): FlightStepFormValues {
  const { flightDeparture: departure, flightArrival: arrival } = step;
  return {
    departureAirportId: departure.airport.id,
    arrivalAirportId: arrival.airport.id,
    etd: utcToZoned(departure.scheduledAt, departure.airport.timezone),
    eta: utcToZoned(arrival.scheduledAt, arrival.airport.timezone),
    adults: step.adults,
    children: step.children,
    babies: step.babies,
    bags: step.bags,
    luggageKg: step.luggageKg,
    crewCount: step.crewCount,
    flightType: step.flightType,
    flightMission: step.flightMission,
    crewMemberIds: step.crewMembers.map((member) => member.id),
    passengers: step.passengers.map(({ id, name, nationality, type, status, disabled }) => ({
      id,
      name,
      nationality,
      type,
      status,
      disabled,
    })),
    visibleInList: step.visibleInList,
  };
}

/** The schema passed: every required value is there (0 stands for a count it let through). */
export function toFlightStepPayload(
  tripId: number,
  output: FlightStepFormOutput,
): FlightStepPayload {
  const passengers: PassengerPayload[] = output.passengers.map(({ id, ...passenger }) =>
    id === null ? passenger : { id, ...passenger },
  );
  return {
    tripId,
    departureAirportId: output.departureAirportId ?? 0,
    arrivalAirportId: output.arrivalAirportId ?? 0,
    etd: output.etd ?? '',
    eta: output.eta ?? '',
    adults: output.adults ?? 0,
    children: output.children ?? 0,
    babies: output.babies ?? 0,
    bags: output.bags ?? 0,
    luggageKg: output.luggageKg ?? 0,
    crewCount: output.crewCount ?? 0,
    flightType: output.flightType,
    flightMission: output.flightMission,
    crewMemberIds: output.crewMemberIds,
    passengers,
    visibleInList: output.visibleInList,
  };
}

/** A change of airport on an existing leg cancels the services of the moved events. */
export function airportsChanged(step: FlightStep, payload: FlightStepPayload): boolean {
  return (
    step.flightDeparture.airport.id !== payload.departureAirportId ||
    step.flightArrival.airport.id !== payload.arrivalAirportId
  );
}

/** The events a transfer may leave from: each movement of the trip's legs not cancelled. */
export function transferOrigins(trip: Trip): { event: TripEvent; position: number }[] {
  return trip.tripSteps.flatMap((step) =>
    step.className === 'TripFlight' && !step.cancelled
      ? [
          { event: step.flightDeparture, position: step.position },
          { event: step.flightArrival, position: step.position },
        ]
      : [],
  );
}

export interface TransferFormValues {
  departureEventId: number | null;
  mode: (typeof TRANSFER_MODES)[number] | null;
  destination: string;
  /** Local time at the event's airport, `Y-m-dTH:i`. */
  departureAt: string | null;
  passengers: number | null;
  helicopterOperatorId: number | null;
  visibleInList: boolean;
}

export const EMPTY_TRANSFER: TransferFormValues = {
  departureEventId: null,
  mode: 'taxi',
  destination: '',
  departureAt: null,
  passengers: 1,
  helicopterOperatorId: null,
  visibleInList: true,
};

/** `zoneOf` gives the time zone of the event the transfer leaves from. */
export function transferSchema(zoneOf: (eventId: number) => string | undefined) {
  return z
    .object({
      departureEventId: z.nullable(z.number()),
      mode: choice(TRANSFER_MODES),
      destination: requiredText('address'),
      departureAt: z.nullable(z.string()),
      passengers: count,
      helicopterOperatorId: z.nullable(z.number()),
      visibleInList: z.boolean(),
    })
    .check(
      z.superRefine((values, ctx) => {
        const issue = (path: string, message: string) =>
          ctx.addIssue({ code: 'custom', message, path: [path], input: values });
        const zone = values.departureEventId === null ? undefined : zoneOf(values.departureEventId);
        if (zone === undefined) issue('departureEventId', VALIDATOR.required);
        if (!values.departureAt) issue('departureAt', VALIDATOR.required);
        else if (zone !== undefined && zonedToUtc(values.departureAt, zone) === null) {
          issue('departureAt', VALIDATOR.correctTimes);
        }
        const passengers = values.passengers;
        if (passengers === null) issue('passengers', VALIDATOR.required);
        else if (!Number.isInteger(passengers) || passengers < 0) {
          issue('passengers', VALIDATOR.count);
        }
      }),
    );
}
export type TransferFormOutput = z.output<ReturnType<typeof transferSchema>>;

export function transferToValues(step: TransferStep, trip: Trip): TransferFormValues {
  const event = step.transferDeparture;
  const origin = transferOrigins(trip).find(
    ({ event: candidate }) => candidate.id === step.departureEventId,
  );
  return {
    departureEventId: origin?.event.id ?? null,
    mode: step.mode,
    destination: step.destination,
    departureAt: utcToZoned(event.scheduledAt, event.airport.timezone),
    passengers: step.passengers,
    helicopterOperatorId: step.helicopterOperator?.id ?? null,
    visibleInList: step.visibleInList,
  };
}

export function toTransferPayload(tripId: number, output: TransferFormOutput): TransferStepPayload {
  return {
    tripId,
    departureEventId: output.departureEventId ?? 0,
    mode: output.mode,
    destination: output.destination,
    departureAt: output.departureAt ?? '',
    passengers: output.passengers ?? 0,
    helicopterOperatorId: output.mode === 'helicopter' ? output.helicopterOperatorId : null,
    visibleInList: output.visibleInList,
  };
}
