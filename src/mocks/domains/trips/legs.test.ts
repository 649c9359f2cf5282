// Creating, validating and changing legs, and what a change cancels.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Trip, TripCascadeResult } from '../../../entities/trip/contract';
import { db, resetDemoApi } from '../../db';
import { call } from '../../testing';
import {
  RIVIERA,
  LEMAN,
  LFLL,
  LFMN,
  EGLF,
  KJFK,
  KBOS,
  buyer,
  json,
  flight,
  transfer,
  newTrip,
  LEG,
} from './testkit';

beforeEach(() => resetDemoApi());

describe('creating and validating legs', () => {
  it('creates a trip, a leg (local times in each airport’s zone) and a transfer', async () => {
    const options = await buyer();
    const trip = await newTrip(options);
    expect(trip).toEqual(
      expect.objectContaining({
        name: 'Test trip',
        status: 'planned',
        tripSteps: [],
        startAt: null,
      }),
    );
    const withLeg = await json<Trip>(
      await call('POST', 'api/trip-step-flight', { ...options, body: { ...LEG, tripId: trip.id } }),
      201,
    );
    const leg = flight(withLeg, 1);
    expect(leg.flightDeparture.scheduledAt).toBe('2036-12-04T08:30:00.000Z');
    expect(leg.flightArrival.airport.icao).toBe('LFMN');
    expect(leg.flightArrival.airportValidated).toBe(false);
    // Nice is congested: it asks for prior permission; Lyon does not.
    expect(leg.flightArrival.ppr.status).toBe('requested');
    expect(leg.flightDeparture.ppr.status).toBe('not_required');
    expect(leg.passengers).toEqual([
      expect.objectContaining({ id: expect.any(Number), name: 'Anne Rivière' }),
    ]);
    expect(leg.crewMembers.map((m) => m.id)).toEqual([1, 12]);
    const withTransfer = await json<Trip>(
      await call('POST', 'api/trip-step-transfer', {
        ...options,
        body: {
          tripId: trip.id,
          departureEventId: leg.flightArrival.id,
          mode: 'helicopter',
          destination: 'Monaco',
          departureAt: '2036-12-04T11:00',
          passengers: 2,
          helicopterOperatorId: 3,
          visibleInList: true,
        },
      }),
      201,
    );
    const heli = transfer(withTransfer, 2);
    expect(heli.departureEventId).toBe(leg.flightArrival.id);
    expect(heli.helicopterOperator).toEqual({ id: 3, name: 'Azur Heli Services' });
    expect(heli.transferDeparture.scheduledAt).toBe('2036-12-04T10:00:00.000Z');
  });

  it('answers 400 per field', async () => {
    const options = await buyer();
    const trip = await newTrip(options);
    const post = (body: object) =>
      call('POST', 'api/trip-step-flight', {
        ...options,
        body: { ...LEG, tripId: trip.id, ...body },
      });
    expect(await json(await post({ departureAirportId: undefined }), 400)).toEqual({
      code: 400,
      message: 'errors.airport_required',
      errors: { departureAirportId: ['errors.airport_required'] },
    });
    const bad = await json<{ errors: Record<string, string[]> }>(
      await post({
        arrivalAirportId: 99_999,
        etd: '04/12/2026 09:30',
        adults: -1,
        flightMission: 'joyride',
        crewMemberIds: [30],
      }),
      400,
    );
    expect(bad.errors).toEqual({
      arrivalAirportId: ['validator.choice'],
      etd: ['validator.date'],
      adults: ['validator.positive'],
      flightMission: ['validator.choice'],
      crewMemberIds: ['validator.choice'],
    });
    const passengers = await json<{ errors: Record<string, string[]> }>(
      await post({
        passengers: [
          { name: '', nationality: 'XX', type: 'adult', status: 'confirmed', disabled: false },
        ],
      }),
      400,
    );
    expect(passengers.errors).toEqual({
      'passengers[0].name': ['validator.required'],
      'passengers[0].nationality': ['validator.country'],
    });
    const trips = await call('POST', 'api/trip', { ...options, body: { type: 'weekly' } });
    expect((await json<{ errors: object }>(trips, 400)).errors).toEqual({
      name: ['validator.required'],
      type: ['validator.choice'],
    });
  });

  it('compares arrival and departure in UTC: 10:30 in Lyon is before 10:00 in Farnborough', async () => {
    const options = await buyer();
    const trip = await newTrip(options);
    const body = {
      ...LEG,
      tripId: trip.id,
      departureAirportId: EGLF,
      arrivalAirportId: LFLL,
      etd: '2036-12-04T10:00',
      eta: '2036-12-04T10:30',
    };
    expect(
      await json(await call('POST', 'api/trip-step-flight', { ...options, body }), 400),
    ).toEqual({
      code: 400,
      message: 'errors.inconsistent_date',
      errors: { eta: ['errors.inconsistent_date'] },
    });
    const fine = { ...body, eta: '2036-12-04T12:05' };
    expect((await call('POST', 'api/trip-step-flight', { ...options, body: fine })).status).toBe(
      201,
    );
  });

  it('reads a time skipped or repeated by a change of offset as Temporal does', async () => {
    const options = await buyer();
    const trip = await newTrip(options);
    const post = (etd: string, eta: string) =>
      call('POST', 'api/trip-step-flight', {
        ...options,
        body: {
          ...LEG,
          tripId: trip.id,
          departureAirportId: KJFK,
          arrivalAirportId: KBOS,
          etd,
          eta,
        },
      });
    // 02:30 does not exist in New York on 14 March 2027: it is 03:30 EDT, not 01:30 EST.
    const spring = flight(
      await json<Trip>(await post('2027-03-14T02:30', '2027-03-14T03:45'), 201),
      1,
    );
    expect(spring.flightDeparture.scheduledAt).toBe('2027-03-14T07:30:00.000Z');
    expect(spring.flightArrival.scheduledAt).toBe('2027-03-14T07:45:00.000Z');
    // 01:30 happens twice on 7 November 2027: the first, EDT.
    const autumn = flight(
      await json<Trip>(await post('2027-11-07T01:30', '2027-11-07T02:40'), 201),
      2,
    );
    expect(autumn.flightDeparture.scheduledAt).toBe('2027-11-07T05:30:00.000Z');
    expect(autumn.flightArrival.scheduledAt).toBe('2027-11-07T07:40:00.000Z');
    // East of Greenwich too: 02:30 happens twice in Lyon on 31 October 2027, the first is CEST.
    const other = await newTrip(options);
    const lyon = await call('POST', 'api/trip-step-flight', {
      ...options,
      body: { ...LEG, tripId: other.id, etd: '2027-10-31T02:30', eta: '2027-10-31T03:40' },
    });
    expect(flight(await json<Trip>(lyon, 201), 1).flightDeparture.scheduledAt).toBe(
      '2027-10-31T00:30:00.000Z',
    );
  });

  it('checks an edited leg against its current values', async () => {
    const options = await buyer();
    const trip = db.trips.find((t) => t.id === 1);
    const leg = trip?.steps[0];
    if (leg?.className !== 'TripFlight') throw new Error('no leg');
    const local = (iso: string) => new Date(Date.parse(iso) + 3_600_000).toISOString().slice(0, 16);
    const early = local(
      new Date(Date.parse(leg.flightDeparture.scheduledAt) - 3_600_000).toISOString(),
    );
    const body = await json<{ errors: object }>(
      await call('PATCH', `api/trip-step-flight/${leg.id}`, { ...options, body: { eta: early } }),
      400,
    );
    expect(body.errors).toEqual({ eta: ['errors.inconsistent_date'] });
  });
});

describe('cascades', () => {
  it('changing a leg’s arrival airport cancels that event’s quotes and the transfers’ from it', async () => {
    const options = await buyer();
    const result = await json<TripCascadeResult>(
      await call('PATCH', 'api/trip-step-flight/1', { ...options, body: { arrivalAirportId: 5 } }),
    );
    expect(result.cancelledQuotes.map((q) => [q.reference, q.provider.id, q.airportId])).toEqual(
      [
        ['RJC-2026-000001', RIVIERA, LFMN],
        ['AHS-2026-000002', 3, LFMN],
      ].map(([reference, provider, airport]) => [
        expect.stringMatching(String(reference).slice(0, 4)),
        provider,
        airport,
      ]),
    );
    expect(result.cancelledQuotes[0]?.lines).toEqual([
      expect.objectContaining({ productId: 10206, quantity: 1 }),
      expect.objectContaining({ productId: 10204, quantity: 3 }),
    ]);
    const trip = result.trip;
    if (!trip) throw new Error('no trip');
    expect(flight(trip, 1).flightArrival.airport.icao).toBe('LFMD');
    expect(flight(trip, 1).flightArrival.airportValidated).toBe(false);
    const quote = db.quotes.find((q) => q.id === result.cancelledQuotes[0]?.quoteId);
    expect(quote).toEqual(expect.objectContaining({ cancelled: true, state: 'validated' }));
    // Other changes cancel nothing.
    const again = await json<TripCascadeResult>(
      await call('PATCH', 'api/trip-step-flight/1', { ...options, body: { adults: 3 } }),
    );
    expect(again.cancelledQuotes).toEqual([]);
  });

  it('deleting a step cancels its quotes and renumbers the others', async () => {
    const options = await buyer();
    const result = await json<TripCascadeResult>(
      await call('DELETE', 'api/trip-step/3/delete', options),
    );
    expect(result.cancelledQuotes.map((q) => q.provider.id).sort((a, b) => a - b)).toEqual([
      5,
      6,
      LEMAN,
    ]);
    expect(result.trip?.tripSteps.map((s) => s.position)).toEqual([1, 2]);
    // Deleting a leg takes the transfers leaving from it.
    const first = await json<TripCascadeResult>(
      await call('DELETE', 'api/trip-step/1/delete', options),
    );
    expect(first.trip?.tripSteps).toEqual([]);
    expect(first.cancelledQuotes.map((q) => q.provider.id)).toEqual([RIVIERA, 3]);
  });

  it('deleting a trip cancels all its quotes', async () => {
    const options = await buyer();
    const result = await json<TripCascadeResult>(
      await call('DELETE', 'api/trip/1/delete', options),
    );
    expect(result.trip).toBeNull();
    expect(result.cancelledQuotes).toHaveLength(5);
    expect((await call('GET', 'api/trip/1/infos', options)).status).toBe(404);
    expect(db.quotes.filter((q) => q.tripId === 1).every((q) => q.cancelled)).toBe(true);
  });
});
