/**
 * Rules of an organization's fleet shared by the fleet forms and the demo API's handlers, so the
 * front and the server refuse the same input with the same `validator.*` keys.
 */

/**
 * A nationality and registration mark (ICAO Annex 7): a prefix of one or two letters or digits,
 * a hyphen and two to five letters or digits (`F-HALP`, `HB-JFX`, `3A-MCA`, `D-CBJC`), or a
 * United States N-number without hyphen (`N650AJ`, `N1`).
 */
export const REGISTRATION_MARK = /^(?:[A-Z0-9]{1,2}-[A-Z0-9]{2,5}|N[1-9][0-9A-Z]{0,4})$/;

export function normalizeRegistration(value: string): string {
  return value.trim().toUpperCase();
}

export function isRegistrationMark(value: string): boolean {
  return REGISTRATION_MARK.test(value);
}

/** An https address (calendar feeds): a host with a dot, no spaces. */
export function isHttpsUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The passengers an aircraft can seat: every seat but the minimum flight crew's. */
export function maxPassengerSeats(seats: number, minimumFlightCrew: number): number {
  return Math.max(0, seats - minimumFlightCrew);
}

/** The fleet's own validation messages (keys of locales/<lang>/validation.json). */
export const FLEET_VALIDATOR = {
  registration: 'validator.registration',
  passengerSeats: 'validator.passenger_seats',
  httpsUrl: 'validator.https_url',
  integer: 'validator.integer',
  fireFightingCategory: 'validator.fire_fighting_category',
} as const;

export const FIRE_FIGHTING_CATEGORIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
