import * as z from 'zod/mini';
import { TRIP_TYPES, type Trip, type TripPayload, type TripType } from '@/entities/trip';
import { choice, requiredText } from '@/lib/validation';

/** The trip's own fields (POST api/trip, PATCH api/trip/{id}/infos). */
export interface TripFormValues {
  name: string;
  type: TripType | null;
  /** The organization's aircraft (GET api/trip/organization-infos), or none yet. */
  organizationAircraftId: number | null;
}

export const EMPTY_TRIP: TripFormValues = {
  name: '',
  type: 'one_way',
  organizationAircraftId: null,
};

export const tripSchema = z.object({
  name: requiredText('name'),
  type: choice(TRIP_TYPES),
  organizationAircraftId: z.nullable(z.number()),
});
export type TripFormOutput = z.output<typeof tripSchema>;

export function tripToValues(trip: Trip): TripFormValues {
  return { name: trip.name, type: trip.type, organizationAircraftId: trip.aircraft?.id ?? null };
}

export function toTripPayload(output: TripFormOutput): TripPayload {
  return output;
}
