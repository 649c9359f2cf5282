/**
 * The leg (flight step) form of /trip-edit/flight/{trip_id}: its values, its zod schema and the
 * payload sent (POST/PATCH api/trip-step-flight); the transfer's form is transferForm.ts.
 * Times are typed as the wall-clock time of their airport (`Y-m-dTH:i`, 24 h): the leg's rules
 * (airports chosen, real times, arrival after departure across zones) are model/flightStep.ts.
 * The server alone checks that both airports differ (`errors.same_airports`, on the arrival).
 */
import * as z from 'zod/mini';
import {
  EMPTY_PASSENGER,
  FLIGHT_MISSIONS,
  FLIGHT_TYPES,
  passengerPayload,
  passengerSchema,
  type FlightStep,
  type FlightStepPayload,
  type PassengerFormValues,
  type PassengerPayload,
  type TripEvent,
} from '@/entities/trip';
import { utcToZoned } from '@/lib/format/zonedTime';
import { choice, optionalFieldNumber } from '@/lib/validation';
import { flightStepErrors, type DepartureTiming, type StepAirport } from '../model/flightStep';

/** A passenger row of the leg: the trip's passenger form, with its id. */
export interface PassengerRowValues extends PassengerFormValues {
  /** Kept so the API updates the passenger rather than recreating it. */
  id: number | null;
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

export const EMPTY_PASSENGER_ROW: PassengerRowValues = { id: null, ...EMPTY_PASSENGER };

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
export const count = optionalFieldNumber();

const passengerRowSchema = z.extend(passengerSchema, { id: z.nullable(z.number()) });

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
    passengers: step.passengers.map(passengerPayload),
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
