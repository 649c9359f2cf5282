/** Shared helpers of the trips domain's tests: demo organizations and airports, sessions, a leg. */
import { expect } from 'vitest';
import type { FlightStep, TransferStep, Trip } from '../../../entities/trip/contract';
import { call, login } from '../../testing';

export const ALPINE = 1;
export const RIVIERA = 2;
export const LEMAN = 7;
export const LFLL = 8;
export const LFMN = 4;
export const EGLF = 23;
export const KJFK = 202;
export const KBOS = 206;

export async function as(email: string, organizationId?: number) {
  const token = (await login(email)).token;
  return organizationId === undefined ? { token } : { token, organizationId };
}

export const buyer = () => as('buyer@demo.aero', ALPINE);
export const seller = () => as('seller@demo.aero', RIVIERA);

export async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}

export function flight(trip: Trip, position: number): FlightStep {
  const step = trip.tripSteps.find((s) => s.position === position);
  if (step?.className !== 'TripFlight') throw new Error(`no leg at ${position}`);
  return step;
}

export function transfer(trip: Trip, position: number): TransferStep {
  const step = trip.tripSteps.find((s) => s.position === position);
  if (step?.className !== 'TripTransfer') throw new Error(`no transfer at ${position}`);
  return step;
}

// Years ahead: a new or moved leg must depart in the future (issue 16).
export const LEG = {
  departureAirportId: LFLL,
  arrivalAirportId: LFMN,
  etd: '2036-12-04T09:30',
  eta: '2036-12-04T10:35',
  adults: 2,
  children: 1,
  babies: 0,
  bags: 3,
  luggageKg: 45,
  crewCount: 2,
  flightType: 'domestic',
  flightMission: 'private',
  crewMemberIds: [1, 12],
  passengers: [
    {
      name: 'Anne Rivière',
      nationality: 'FR',
      type: 'adult',
      status: 'confirmed',
      disabled: false,
    },
  ],
  visibleInList: true,
};

export async function newTrip(options: { token: string; organizationId?: number }): Promise<Trip> {
  const created = await call('POST', 'api/trip', {
    ...options,
    body: { name: 'Test trip', type: 'one_way', organizationAircraftId: 5 },
  });
  return json<Trip>(created, 201);
}
