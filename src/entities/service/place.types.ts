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
export type PlaceKind = (typeof PLACE_KINDS)[number];

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

export interface Place {
  id: number;
  /** E.g. `Monaco Heliport`, `Hôtel du Cap-Eden-Roc`. */
  name: string;
  /** E.g. `Avenue des Ligures, 98000 Monaco`. */
  formattedAddress: string;
  kind: PlaceKind;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
}

export interface PlacePage {
  places: Place[];
  totalItems: number;
}

/** A helicopter service's taking-charge addresses: at most this many. */
export const TAKING_CHARGE_ADDRESSES_MAX = 20;

/** The field error keys the API and the form share. */
export const PLACE_VALIDATOR = {
  fromList: 'validator.service.place_from_list',
  imprecise: 'validator.service.place_imprecise',
} as const;
