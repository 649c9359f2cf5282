import { beforeEach, describe, expect, it } from 'vitest';
import type {
  QuoteCalendarEntry,
  QuoteDetail,
  QuoteFilterOptions,
  QuotePage,
} from '../../../entities/quote/contract';
import { db, resetDemoApi } from '../../db';
import { call, expectWithinBudget } from '../../testing';
import { USER } from '../auth';
import { ALPINE, RIVIERA, as, buyer, json, seller } from './testkit';

beforeEach(() => resetDemoApi());

describe('reading one quote from the accounting', () => {
  it('answers a member holding ACCOUNTING_VIEW without TRIP_ACCOUNTING_VIEW, not the list', async () => {
    const membership = db.organizationUsers.find(
      (m) => m.userId === USER.seller && m.organizationId === RIVIERA,
    );
    if (!membership) throw new Error('no seller membership');
    membership.rights = [{ action: 'read', subject: 'ACCOUNTING' }];
    const auth = await seller();
    const quote = db.quotes.find((q) => q.organization.id === RIVIERA);
    if (!quote) throw new Error('no Riviera quote');
    expect((await call('GET', `api/quote/${quote.id}`, auth)).status).toBe(200);
    expect((await call('GET', 'api/quote', auth)).status).toBe(403);
    membership.rights = [];
    expect((await call('GET', `api/quote/${quote.id}`, await seller())).status).toBe(403);
  });
});

describe('GET api/quote', () => {
  it('answers 401 without a token, 403 without TRIP_ACCOUNTING_VIEW', async () => {
    expect((await call('GET', 'api/quote')).status).toBe(401);
    const pilot = await as('claire.martin@alpine-jets.fr', ALPINE);
    expect((await call('GET', 'api/quote', pilot)).status).toBe(403);
  });

  it('lists the quotes the organization sells, newest first, paginated', async () => {
    const page = await json<QuotePage>(
      await call('GET', 'api/quote?page=1&numberOfItemsPerPage=5', await seller()),
    );
    expect(page.quotes).toHaveLength(5);
    const all = db.quotes.filter((q) => q.organization.id === RIVIERA || q.client.id === RIVIERA);
    expect(page.totalItems).toBe(all.length);
    for (const quote of page.quotes) {
      expect([quote.organization.id, quote.client.id]).toContain(RIVIERA);
      expect(quote.event.airportIcao).toMatch(/^[A-Z]{4}$/);
    }
    const dates = page.quotes.map((q) => q.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by repeated and comma lists, and answers 400 on malformed values', async () => {
    const auth = await buyer();
    const page = await json<QuotePage>(
      await call(
        'GET',
        'api/quote?providersIds[]=2&providersIds[]=3&numberOfItemsPerPage=100',
        auth,
      ),
    );
    expect(page.totalItems).toBeGreaterThan(0);
    expect(page.quotes.every((q) => [2, 3].includes(q.organization.id))).toBe(true);
    const comma = await json<QuotePage>(await call('GET', 'api/quote?providersIds=2,3', auth));
    expect(comma.totalItems).toBe(page.totalItems);
    const states = await json<QuotePage>(
      await call('GET', 'api/quote?statesCodes[]=delivered&numberOfItemsPerPage=100', auth),
    );
    expect(states.quotes.every((q) => q.state === 'delivered')).toBe(true);
    const bad = await call(
      'GET',
      'api/quote?airportsIds[]=x&statesCodes[]=nope&eventAtStart=2026-13-45&cancelled=maybe',
      auth,
    );
    const body = await json<{ errors: Record<string, string[]> }>(bad, 400);
    expect(Object.keys(body.errors).sort()).toEqual(
      ['airportsIds', 'cancelled', 'eventAtStart', 'statesCodes'].sort(),
    );
  });

  it('filters by the event: movement, mission, aircraft, products, payment term, dates', async () => {
    const auth = await buyer();
    const all = async (query: string) =>
      (
        await json<QuotePage>(
          await call('GET', `api/quote?numberOfItemsPerPage=100&${query}`, auth),
        )
      ).quotes;
    const departures = await all('movementType=departure');
    expect(departures.length).toBeGreaterThan(0);
    expect(departures.every((q) => q.event.movementType === 'departure')).toBe(true);
    const fuel = await all('productsIds[]=10602');
    expect(fuel.length).toBeGreaterThan(0);
    expect(fuel.every((q) => q.lines.some((l) => l.productId === 10602))).toBe(true);
    const terms = await all('paymentTerms[]=payment_at_invoice_creation');
    expect(terms.every((q) => q.paymentTerm === 'payment_at_invoice_creation')).toBe(true);
    const aircraft = await all('aircraftsIds=1');
    expect(aircraft.length).toBeGreaterThan(0);
    for (const quote of aircraft) {
      const trip = db.trips.find((t) => t.id === quote.tripId);
      expect(trip?.organizationAircraftId).toBe(1);
    }
    const ferry = await all('flightMission=ferry');
    expect(ferry.length).toBeGreaterThan(0);
    const day = new Date().toISOString().slice(0, 10);
    const today = await all(`eventAtStart=${day}&eventAtEnd=${day}`);
    expect(today.every((q) => q.event.estimatedTime.startsWith(day))).toBe(true);
    const cancelled = await all('cancelled=true');
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.every((q) => q.cancelled)).toBe(true);
  });

  it('sorts by the event time, newest first, with a date range', async () => {
    const page = await json<QuotePage>(
      await call(
        'GET',
        'api/quote?eventAtStart=2000-01-01&eventAtEnd=2100-01-01&numberOfItemsPerPage=50',
        await buyer(),
      ),
    );
    const times = page.quotes.map((q) => q.event.estimatedTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers the first page of 2,000+ quotes quickly (no quadratic join)', async () => {
    const auth = await buyer();
    await call('GET', 'api/quote', auth);
    const started = performance.now();
    const page = await json<QuotePage>(await call('GET', 'api/quote', auth));
    expectWithinBudget('GET api/quote, first page', performance.now() - started, 300);
    expect(page.quotes.length).toBeGreaterThan(0);
  });
});

describe('GET api/quote/{id}', () => {
  it('answers a quote of either side with its event, 404 for another organization', async () => {
    const quote = db.quotes.find((q) => q.organization.id === RIVIERA && q.client.id === ALPINE);
    if (!quote) throw new Error('no seeded quote');
    const asSeller = await json<QuoteDetail>(
      await call('GET', `api/quote/${quote.id}`, await seller()),
    );
    expect(asSeller.event.tripName).not.toBe('');
    await json<QuoteDetail>(await call('GET', `api/quote/${quote.id}`, await buyer()));
    const heli = await as('heli@demo.aero', 3);
    expect((await call('GET', `api/quote/${quote.id}`, heli)).status).toBe(404);
    expect((await call('GET', 'api/quote/999999', heli)).status).toBe(404);
  });
});

describe('GET api/calendar/quote and api/quote-filters', () => {
  it('needs start and end, and answers the entries in range only', async () => {
    const auth = await buyer();
    const missing = await json<{ errors: Record<string, string[]> }>(
      await call('GET', 'api/calendar/quote', auth),
      400,
    );
    expect(Object.keys(missing.errors).sort()).toEqual(['end', 'start']);
    const start = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const entries = await json<QuoteCalendarEntry[]>(
      await call('GET', `api/calendar/quote?start=${start}&end=${end}`, auth),
    );
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.start >= start).toBe(true);
      expect(entry.start.slice(0, 10) <= end).toBe(true);
    }
  });

  it('offers the options of the organization own quotes', async () => {
    const options = await json<QuoteFilterOptions>(
      await call('GET', 'api/quote-filters', await seller()),
    );
    expect(options.providers.map((p) => p.id)).toContain(RIVIERA);
    expect(options.customers.map((c) => c.id)).toContain(ALPINE);
    expect(options.airports.length).toBeGreaterThan(0);
    expect(options.products.length).toBeGreaterThan(0);
  });
});
