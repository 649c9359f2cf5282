/**
 * Which of an organization's airports its products use (spec section 8 "airport attached to
 * products"): the catalogue domain tells, as it depends on this one and not the other way.
 */
type AirportUsage = (organizationId: number) => readonly string[];

let usage: AirportUsage = () => [];

/** The catalogue registers how to find the ICAO codes an organization's services use. */
export function setAirportUsage(check: AirportUsage): void {
  usage = check;
}

/** ICAO codes of the airports the organization's services are (to be) sold at. */
export function airportsInUse(organizationId: number): readonly string[] {
  return usage(organizationId);
}
