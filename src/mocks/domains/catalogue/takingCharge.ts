/**
 * A helicopter service's taking-charge addresses (spec section 5, "chosen from the list and
 * precise enough"): ids of the places directory only (free text, an unknown id: "choose it from
 * the list"), each a heliport, helipad, premise or street address (a city, region or road:
 * "not precise enough"). One error on the list, so the form shows it on its field.
 */
import {
  PLACE_VALIDATOR,
  TAKING_CHARGE_ADDRESSES_MAX,
  isPrecisePlace,
  type Place,
} from '../../../entities/service/contract';
import { addError } from '../../api';
import { placeById } from '../places';
import { listAt, type Errors } from './fields';

export const TAKING_CHARGE_FIELD = 'takingChargePlaceIds';

export function readTakingCharge(raw: unknown, errors: Errors): number[] {
  const ids: number[] = [];
  for (const item of listAt(raw, TAKING_CHARGE_FIELD, errors, TAKING_CHARGE_ADDRESSES_MAX)) {
    const place = typeof item === 'number' ? placeById(item) : undefined;
    if (!place) {
      addError(errors, TAKING_CHARGE_FIELD, PLACE_VALIDATOR.fromList);
      return [];
    }
    if (!isPrecisePlace(place)) {
      addError(errors, TAKING_CHARGE_FIELD, PLACE_VALIDATOR.imprecise);
      return [];
    }
    if (!ids.includes(place.id)) ids.push(place.id);
  }
  return ids;
}

/** The addresses as the API answers them, in the seller's order. */
export function placesOf(ids: readonly number[]): Place[] {
  return ids.flatMap((id) => placeById(id) ?? []);
}
