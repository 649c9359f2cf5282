// Slot requests: the airport's validation, a provider's decision, the seller's slot number.
import { beforeEach, describe, expect, it } from 'vitest';
import type { SlotRequestPage, Trip, TripCascadeResult } from '../../../entities/trip/contract';
import { db, resetDemoApi } from '../../db';
import { call } from '../../testing';
import {
  RIVIERA,
  LEMAN,
  LFLL,
  LFMN,
  as,
  buyer,
  seller,
  json,
  flight,
  newTrip,
  LEG,
} from './testkit';

beforeEach(() => resetDemoApi());

describe('slots', () => {
  it('needs the airport validated before a slot is requested', async () => {
    const options = await buyer();
    const trip = await newTrip(options);
    const created = await json<Trip>(
      await call('POST', 'api/trip-step-flight', { ...options, body: { ...LEG, tripId: trip.id } }),
      201,
    );
    const arrival = flight(created, 1).flightArrival;
    const ask = () =>
      call('PATCH', `api/trip-step/slot/${arrival.id}/validate`, {
        ...options,
        body: { requestedAt: '2036-12-04T10:35' },
      });
    expect(await json(await ask(), 400)).toEqual({
      code: 400,
      message: 'errors.airports_not_validated',
    });
    await json(await call('PATCH', `api/trip-step/validate-airport/${arrival.id}`, options));
    const requested = await json<Trip>(await ask());
    expect(flight(requested, 1).flightArrival.slot).toEqual(
      expect.objectContaining({ status: 'requested', requestedAt: '2036-12-04T09:35:00.000Z' }),
    );
    const badTime = await call('PATCH', `api/trip-step/slot/${arrival.id}/validate`, {
      ...options,
      body: { requestedAt: 'soon' },
    });
    expect((await json<{ errors: object }>(badTime, 400)).errors).toEqual({
      requestedAt: ['validator.date'],
    });
  });

  it('lets a provider of the event decline: the leg and its orders are cancelled', async () => {
    const trip = db.trips.find((t) => t.id === 1);
    const leg = trip?.steps[0];
    if (leg?.className !== 'TripFlight') throw new Error('no leg');
    const eventId = leg.flightArrival.id;
    expect(
      (
        await call('PATCH', `api/trip-step/slot/${eventId}`, {
          ...(await buyer()),
          body: { decision: 'decline' },
        })
      ).status,
    ).toBe(403);
    const leman = await as('anna.keller@leman-hangars.ch', LEMAN);
    expect(
      (
        await call('PATCH', `api/trip-step/slot/${eventId}`, {
          ...leman,
          body: { decision: 'decline' },
        })
      ).status,
    ).toBe(404);
    const result = await json<TripCascadeResult>(
      await call('PATCH', `api/trip-step/slot/${eventId}`, {
        ...(await seller()),
        body: { decision: 'decline' },
      }),
    );
    expect(result.cancelledQuotes.map((q) => q.provider.id)).toEqual([RIVIERA, 3]);
    const stored = db.trips.find((t) => t.id === 1);
    expect(stored?.steps.map((s) => s.cancelled)).toEqual([true, true, false]);
    const again = await call('PATCH', `api/trip-step/slot/${eventId}`, {
      ...(await seller()),
      body: { decision: 'decline' },
    });
    expect(await json(again, 409)).toEqual({ code: 409, message: 'errors.slot_not_requested' });
  });

  it('refuses a seller that adds the airport to its own but provides nothing there (found case)', async () => {
    const trip = db.trips.find((t) => t.id === 1);
    const leg = trip?.steps[0];
    if (leg?.className !== 'TripFlight') throw new Error('no leg');
    const eventId = leg.flightArrival.id;
    expect(leg.flightArrival.slot.status).toBe('requested');
    // A seller lists Nice among its airports, which any organization may do for itself.
    const leman = await as('anna.keller@leman-hangars.ch', LEMAN);
    const airports = await call('PATCH', `api/organization/${LEMAN}/airports`, {
      ...leman,
      body: { airportIcaos: ['LSGG', 'LFMN'] },
    });
    expect(airports.status).toBe(200);
    const before = structuredClone({ trips: db.trips, quotes: db.quotes });

    const list = await json<SlotRequestPage>(
      await call('GET', 'api/slot?numberOfItemsPerPage=100', leman),
    );
    // Its own events at Geneva, none of the buyers' legs at Nice (there were 96 before).
    expect(list.slots.length).toBeGreaterThan(0);
    expect(list.slots.filter((s) => s.airport.icao !== 'LSGG')).toEqual([]);
    for (const decision of [
      { decision: 'decline' },
      { decision: 'submit', number: 'LFMN-X-1', attributedAt: '2026-12-04T10:40' },
    ]) {
      const answer = await call('PATCH', `api/trip-step/slot/${eventId}`, {
        ...leman,
        body: decision,
      });
      expect(await json(answer, 404)).toEqual({
        code: 404,
        message: 'errors.trip_event_not_found',
      });
    }
    // Nothing moved: the buyer's leg, its slot and every order on it (another seller's too).
    expect({ trips: db.trips, quotes: db.quotes }).toEqual(before);
    expect(db.quotes.some((q) => q.eventId === eventId && q.state === 'validated')).toBe(true);
  });

  it('lists and decides only the slots of events the seller provides', async () => {
    const options = await seller();
    const page = await json<SlotRequestPage>(
      await call('GET', 'api/slot?numberOfItemsPerPage=100', options),
    );
    const provided = new Set(
      db.quotes
        .filter((q) => q.organization.id === RIVIERA && !q.refused && !q.cancelledDraft)
        .map((q) => q.eventId),
    );
    expect(page.slots.length).toBeGreaterThan(0);
    expect(page.slots.filter((s) => !provided.has(s.eventId))).toEqual([]);
    // A requested slot at Nice whose event Riviera does not provide: hidden and 404.
    const stranger = db.trips
      .flatMap((t) => t.steps)
      .flatMap((s) => (s.className === 'TripFlight' ? [s.flightDeparture, s.flightArrival] : []))
      .find(
        (e) =>
          e.airportId === LFMN &&
          (e.slot.status === 'requested' || e.slot.status === 'submitted') &&
          !provided.has(e.id),
      );
    if (!stranger) throw new Error('no slot asked at Nice without Riviera');
    const answer = await call('PATCH', `api/trip-step/slot/${stranger.id}`, {
      ...options,
      body: { decision: 'decline' },
    });
    expect(answer.status).toBe(404);
  });

  it('lets the seller submit a slot number', async () => {
    const trip = db.trips.find((t) => t.id === 1);
    const leg = trip?.steps[0];
    if (leg?.className !== 'TripFlight') throw new Error('no leg');
    const result = await json<TripCascadeResult>(
      await call('PATCH', `api/trip-step/slot/${leg.flightArrival.id}`, {
        ...(await seller()),
        body: { decision: 'submit', number: 'LFMN-A-2291', attributedAt: '2036-12-04T10:40' },
      }),
    );
    expect(result.cancelledQuotes).toEqual([]);
    const slot = db.trips.find((t) => t.id === 1)?.steps[0];
    expect(slot?.className === 'TripFlight' && slot.flightArrival.slot.status).toBe('submitted');
  });

  it('lists slot requests: a seller’s airports, filtered by status', async () => {
    const page = await json<SlotRequestPage>(
      await call('GET', 'api/slot?status=requested&numberOfItemsPerPage=100', await seller()),
    );
    expect(page.slots.length).toBeGreaterThan(0);
    expect(page.slots.every((s) => s.airport.icao === 'LFMN' && s.status === 'requested')).toBe(
      true,
    );
    expect(page.slots.map((s) => s.tripName)).toContain('Riviera weekend – Lyon, Nice, Geneva');
    const own = await json<SlotRequestPage>(
      await call('GET', `api/slot?airport=${LFLL}&searchQuery=farnborough`, await buyer()),
    );
    // Past movements latest first: the way back's arrival, then the way out's departure.
    expect(own.slots.map((s) => [s.originIcao, s.movementType])).toEqual([
      ['EGLF', 'arrival'],
      ['LFLL', 'departure'],
    ]);
    expect((await call('GET', 'api/slot?status=lost', await buyer())).status).toBe(400);
  });
});
