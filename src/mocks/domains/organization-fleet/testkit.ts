/** Shared helpers of the organization fleet's tests: new records and sessions. */
import type {
  OrganizationAircraftPayload,
  OrganizationHelicopterPayload,
} from '../../../entities/organization/contract';
import { login } from '../../testing';
import { airportByIcao } from '../airports';
import { ORG } from '../organizations';

export const LYON = airportByIcao('LFLL');

/** A Citation Latitude as the form sends it (catalogue type 5's figures, slightly changed). */
export const NEW_AIRCRAFT: OrganizationAircraftPayload = {
  name: 'Alpine Seven',
  aircraftTypeId: 5,
  registration: 'f-hals',
  callSign: 'aej707',
  aoc: 'FR.AOC.0142',
  status: 'active',
  mtowKg: 13970,
  wingspanM: 22.05,
  lengthM: 18.97,
  heightM: 6.38,
  seats: 11,
  passengerSeats: 9,
  minimumFlightCrew: 2,
  minimumRunwayLengthM: 1040,
  maximumFuelKg: 5230,
  fuelTypes: ['Kerosene', 'Biojet'],
  fireFightingCategory: 6,
  homebaseId: LYON?.id ?? null,
  measurementUnit: 'imperial',
  takeOffDistanceM: 1085,
};

export const NEW_HELICOPTER: OrganizationHelicopterPayload = {
  modelType: 'H160',
  manufacturer: 'Airbus Helicopters',
  registration: '3A-MCE',
  callSign: null,
  aoc: 'MC.AOC.0003',
  description: 'Eight passengers, VIP cabin.',
  status: 'active',
  cockpitConfiguration: 'dual_pilot',
  calendarUrl: 'https://calendar.azurheli.mc/3A-MCE.ics',
};

export async function buyer() {
  return { token: (await login('buyer@demo.aero')).token, organizationId: ORG.alpine };
}
export async function heli() {
  return { token: (await login('heli@demo.aero')).token, organizationId: ORG.azurHeli };
}
