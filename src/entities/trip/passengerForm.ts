/**
 * One passenger as a form edits it, shared by the leg dialog of trips (its passenger rows) and
 * the passenger dialog of a leg's airport page: the same fields and the same rules.
 */
import * as z from 'zod/mini';
import { isCountryCode } from '@/lib/format/countries';
import { VALIDATOR, choice, requiredText } from '@/lib/validation';
import {
  AGE_CATEGORIES,
  PASSENGER_STATUSES,
  type Passenger,
  type PassengerPayload,
} from './trips.types';

/** What a passenger form edits; null where nothing is chosen yet. */
export interface PassengerFormValues {
  name: string;
  nationality: string | null;
  type: (typeof AGE_CATEGORIES)[number] | null;
  status: (typeof PASSENGER_STATUSES)[number] | null;
  disabled: boolean;
}

export const EMPTY_PASSENGER: PassengerFormValues = {
  name: '',
  nationality: null,
  type: 'adult',
  status: 'confirmed',
  disabled: false,
};

export const passengerSchema = z.object({
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
export type PassengerSchemaOutput = z.output<typeof passengerSchema>;

/** A stored passenger as a save sends it again, id kept so the API updates rather than recreates. */
export function passengerPayload(passenger: Passenger): PassengerPayload & { id: number } {
  const { id, name, nationality, type, status, disabled } = passenger;
  return { id, name, nationality, type, status, disabled };
}
