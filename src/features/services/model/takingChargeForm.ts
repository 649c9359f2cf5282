import * as z from 'zod/mini';
import {
  PLACE_KINDS,
  PLACE_VALIDATOR,
  TAKING_CHARGE_ADDRESSES_MAX,
  isPrecisePlace,
  type Place,
} from '@/entities/service';
import { SERVICE_VALIDATOR } from './rules';

/**
 * A helicopter service's taking-charge addresses (the airports tab): places chosen from the
 * directory (the form holds them whole, so it knows their kind), each precise enough; the API
 * takes their ids (`takingChargePlaceIds`, whose server errors land on this field).
 */
export const TAKING_CHARGE_FIELD_MAP = { takingChargePlaceIds: 'takingChargeAddresses' } as const;

export const takingChargeSchema = z
  .array(
    z.object({
      id: z.number(),
      name: z.string(),
      formattedAddress: z.string(),
      kind: z.enum(PLACE_KINDS),
      countryCode: z.string(),
    }),
  )
  .check(
    z.refine((places) => places.every(isPrecisePlace), { error: PLACE_VALIDATOR.imprecise }),
    z.maxLength(TAKING_CHARGE_ADDRESSES_MAX, {
      error: `${SERVICE_VALIDATOR.itemsMax}|${JSON.stringify({ max: TAKING_CHARGE_ADDRESSES_MAX })}`,
    }),
  );

export function takingChargePayload(places: readonly Place[]): { takingChargePlaceIds: number[] } {
  return { takingChargePlaceIds: places.map((place) => place.id) };
}
