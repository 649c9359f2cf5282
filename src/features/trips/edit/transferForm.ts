/**
 * The transfer form of /trip-edit/flight/{trip_id}: its values, its zod schema and the payload
 * sent (POST/PATCH api/trip-step-transfer). The time is typed as the wall-clock time of the
 * airport the transfer leaves from.
 */
import * as z from 'zod/mini';
import {
  TRANSFER_MODES,
  type TransferStep,
  type TransferStepPayload,
  type Trip,
  type TripEvent,
} from '@/entities/trip';
import { utcToZoned, zonedToUtc } from '@/lib/format/zonedTime';
import { VALIDATOR, choice, requiredText } from '@/lib/validation';
import { count } from './flightStepForm';

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
