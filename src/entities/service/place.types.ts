/**
 * The places directory (spec section 5, "taking-charge addresses chosen from the list and precise
 * enough"): real places a helicopter service picks up and drops its passengers at. Node-safe:
 * types and pure rules only.
 *
 *   GET api/place?search=&numberOfItemsPerPage=   -> PlacePage (any signed-in user)
 *
 * An address is chosen from this list (an id, never free text) and must be precise: a city, a
 * region or a road is refused (400, `validator.service.place_imprecise`).
 */

import type { SameMembers, Schemas } from '../../lib/api/contract';

/** What a place is, most precise first. */
export const PLACE_KINDS = [
  'heliport',
  'helipad',
  'premise',
  'street_address',
  'road',
  'city',
  'region',
] as const;
export type PlaceKind = Schemas['PlaceKind'];
export const PLACE_KINDS_MATCH: SameMembers<(typeof PLACE_KINDS)[number], PlaceKind> = true;

/** The kinds precise enough for passengers to be met at (a heliport, a hotel, a harbour, a number in a street). */
export const PRECISE_PLACE_KINDS: readonly PlaceKind[] = [
  'heliport',
  'helipad',
  'premise',
  'street_address',
];

export function isPrecisePlace(place: { kind: PlaceKind }): boolean {
  return PRECISE_PLACE_KINDS.includes(place.kind);
}

export type Place = Schemas['Place'];
export type PlacePage = Schemas['PlacePage'];

/** A helicopter service's taking-charge addresses: at most this many. */
export const TAKING_CHARGE_ADDRESSES_MAX = 20;

/** The field error keys the API and the form share. */
export const PLACE_VALIDATOR = {
  fromList: 'validator.service.place_from_list',
  imprecise: 'validator.service.place_imprecise',
} as const;
