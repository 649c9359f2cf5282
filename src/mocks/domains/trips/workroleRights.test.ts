import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { WORKROLE } from '../auth';
import { fixture } from '../orders/testkit';
import type { FlightStepRecord, TripRecord } from './records';

/**
 * Each action checks its own right (spec section 6, DECISIONS.md "Authority and money"): for each
 * seeded workrole, which trip and order actions the demo API lets a member holding exactly that
 * workrole's rights take, and which it refuses. Buyer-side roles act for Alpine on its Riviera
 * weekend trip and on a quote Riviera sells it; seller-side roles act for Riviera.
 */

beforeEach(() => resetDemoApi());

const ALPINE = 1;
const RIVIERA = 2;
/** Thomas Girard (Alpine) and Julien Blanc (Riviera): members given each workrole in turn. */
const BUYER_MEMBER = { userId: 7, email: 'thomas.girard@alpine-jets.fr', organizationId: ALPINE };
const SELLER_MEMBER = {
  userId: 9,
  email: 'julien.blanc@rivierajetcentre.fr',
  organizationId: RIVIERA,
};

type Auth = { token: string; organizationId: number };
type Probe = (auth: Auth) => Promise<Response>;

function rivieraWeekend(): { trip: TripRecord; leg: FlightStepRecord; transferId: number } {
  const trip = db.trips.find((t) => t.id === 1);
  const leg = trip?.steps[0];
  const transfer = trip?.steps.find((s) => s.className === 'TripTransfer');
  if (!trip || leg?.className !== 'TripFlight' || !transfer) throw new Error('no Riviera weekend');
  return { trip, leg, transferId: transfer.id };
}

const CALENDAR = 'api/trip/calendar?start=2026-12-01&end=2026-12-31';

/** The buyer's actions on its own trip and on a quote it buys. */
const BUYER_ACTIONS: Record<string, Probe> = {
  editTrip: (auth) => call('PATCH', 'api/trip/1/infos', { ...auth, body: { name: 'Riviera' } }),
  deleteTrip: (auth) => call('DELETE', 'api/trip/1/delete', auth),
  editTransfer: (auth) =>
    call('PATCH', `api/trip-step-transfer/${rivieraWeekend().transferId}`, { ...auth, body: {} }),
  validateAirport: (auth) =>
    call('PATCH', `api/trip-step/validate-airport/${rivieraWeekend().leg.flightArrival.id}`, auth),
  editFlightPlan: (auth) =>
    call('PATCH', `api/trip-step/${rivieraWeekend().leg.id}/flight-plan`, {
      ...auth,
      body: { route: 'DCT', cruiseLevel: 290, cruiseSpeedKt: 430, filed: false },
    }),
  editGendec: (auth) =>
    call('PATCH', `api/trip-step/${rivieraWeekend().leg.id}/gendec`, {
      ...auth,
      body: { healthDeclaration: true },
    }),
  requestSlot: (auth) =>
    call('PATCH', `api/trip-step/slot/${rivieraWeekend().leg.flightArrival.id}/validate`, {
      ...auth,
      body: { requestedAt: '2026-12-04T10:35' },
    }),
  calendar: (auth) => call('GET', CALENDAR, auth),
  refuseQuotation: (auth) =>
    call('PATCH', `api/quote/${fixture('awaiting_customer_validation').id}/refuse`, auth),
  withdrawRequest: (auth) =>
    call('PATCH', `api/quote/${fixture('awaiting_for_quotation').id}/cancel-draft`, auth),
  requestInvoice: (auth) =>
    call('PATCH', `api/quote/${fixture('validated').id}/request-invoice`, auth),
};

/** The seller's actions on an event it provides and on a quote it sells. */
const SELLER_ACTIONS: Record<string, Probe> = {
  decideSlot: (auth) =>
    call('PATCH', `api/trip-step/slot/${rivieraWeekend().leg.flightArrival.id}`, {
      ...auth,
      body: { decision: 'submit', number: 'NCE-1', attributedAt: '2026-12-04T10:40' },
    }),
  calendar: (auth) => call('GET', CALENDAR, auth),
  sendSellerAck: (auth) =>
    call(
      'PATCH',
      `api/quote/${fixture('validated', { sellerAck: false }).id}/send-seller-ack`,
      auth,
    ),
  editDeliveredLines: (auth) =>
    call('PATCH', `api/quote/${fixture('delivered').id}`, { ...auth, body: { lines: [] } }),
  sendInvoice: (auth) =>
    call('POST', `api/quote/${fixture('delivered', {}, 'delivered').id}/send-invoice`, auth),
};

/** Gives the member exactly the workrole's rights, logs in, runs each probe on a fresh database. */
async function outcomes(
  member: typeof BUYER_MEMBER,
  workroleId: number,
  actions: Record<string, Probe>,
): Promise<Record<string, 'allowed' | 'refused'>> {
  const result: Record<string, 'allowed' | 'refused'> = {};
  for (const [name, probe] of Object.entries(actions)) {
    resetDemoApi();
    const workrole = db.workroles.find((w) => w.id === workroleId);
    const membership = db.organizationUsers.find(
      (m) => m.userId === member.userId && m.organizationId === member.organizationId,
    );
    if (!workrole || !membership) throw new Error('no such workrole or member');
    membership.workroleId = workrole.id;
    membership.rights = workrole.rights.map((right) => ({ ...right }));
    const auth = {
      token: (await login(member.email)).token,
      organizationId: member.organizationId,
    };
    const response = await probe(auth);
    // 403: the right is missing; 409: a quote action the user's rights do not offer.
    const refused = response.status === 403 || response.status === 409;
    if (!refused && response.status >= 300) {
      throw new Error(`${name}: ${response.status} ${await response.text()}`);
    }
    result[name] = refused ? 'refused' : 'allowed';
  }
  return result;
}

const allowing = (actions: Record<string, Probe>, allowed: readonly string[]) =>
  Object.fromEntries(
    Object.keys(actions).map((name) => [name, allowed.includes(name) ? 'allowed' : 'refused']),
  );

describe('what each seeded workrole may do', { timeout: 60_000 }, () => {
  it.each<[string, number, string[]]>([
    ['Flight operations manager', WORKROLE.flightOperationsManager, Object.keys(BUYER_ACTIONS)],
    ['Chief pilot', WORKROLE.chiefPilot, ['editTrip', 'editFlightPlan', 'editGendec', 'calendar']],
    [
      'Dispatcher',
      WORKROLE.dispatcher,
      ['editTrip', 'editTransfer', 'validateAirport', 'editFlightPlan', 'requestSlot', 'calendar'],
    ],
    ['Gendec dispatcher', WORKROLE.gendecDispatcher, ['editGendec']],
    ['Accountant (buyer)', WORKROLE.accountant, []],
    ['Platform administrator', WORKROLE.platformAdministrator, []],
    ['Custom (no right)', WORKROLE.custom, []],
  ])('%s, for a buyer', async (_name, workroleId, allowed) => {
    expect(await outcomes(BUYER_MEMBER, workroleId, BUYER_ACTIONS)).toEqual(
      allowing(BUYER_ACTIONS, allowed),
    );
  });

  it.each<[string, number, string[]]>([
    ['Station manager', WORKROLE.stationManager, Object.keys(SELLER_ACTIONS)],
    [
      'Helicopter operations manager',
      WORKROLE.helicopterOperationsManager,
      Object.keys(SELLER_ACTIONS),
    ],
    ['Ground handling agent', WORKROLE.groundHandlingAgent, ['calendar']],
    ['Accountant (seller)', WORKROLE.accountant, []],
    ['Custom (no right)', WORKROLE.custom, []],
  ])('%s, for a seller', async (_name, workroleId, allowed) => {
    expect(await outcomes(SELLER_MEMBER, workroleId, SELLER_ACTIONS)).toEqual(
      allowing(SELLER_ACTIONS, allowed),
    );
  });

  it('covers every seeded workrole', () => {
    const covered = new Set<number>([
      WORKROLE.flightOperationsManager,
      WORKROLE.chiefPilot,
      WORKROLE.dispatcher,
      WORKROLE.gendecDispatcher,
      WORKROLE.accountant,
      WORKROLE.platformAdministrator,
      WORKROLE.custom,
      WORKROLE.stationManager,
      WORKROLE.helicopterOperationsManager,
      WORKROLE.groundHandlingAgent,
    ]);
    expect(db.workroles.filter((w) => !covered.has(w.id)).map((w) => w.name)).toEqual([]);
  });
});

describe('the seeded gendec dispatcher', () => {
  it('reads the trip and edits its gendec, and nothing else', async () => {
    const { token } = await login('oliver.grant@thames-exec.co.uk');
    const auth = { token, organizationId: 11 };
    const trip = db.trips.find(
      (t) => t.organizationId === 11 && t.steps[0]?.className === 'TripFlight',
    );
    const leg = trip?.steps[0];
    if (!trip || leg?.className !== 'TripFlight') throw new Error('no Thames leg');
    expect((await call('GET', `api/trip/${trip.id}/infos`, auth)).status).toBe(200);
    expect((await call('GET', `api/trip-step/${leg.id}/gendec`, auth)).status).toBe(200);
    const saved = await call('PATCH', `api/trip-step/${leg.id}/gendec`, {
      ...auth,
      body: { healthDeclaration: true, cargoDeclaration: 'Two cases of champagne' },
    });
    expect(saved.status).toBe(200);
    const stored = db.trips.find((t) => t.id === trip.id)?.steps[0];
    expect(stored?.className === 'TripFlight' && stored.cargoDeclaration).toBe(
      'Two cases of champagne',
    );
    for (const [method, path, body] of [
      ['PATCH', `api/trip/${trip.id}/infos`, { name: 'Renamed' }],
      [
        'PATCH',
        `api/trip-step/${leg.id}/flight-plan`,
        { route: 'DCT', cruiseLevel: 90, cruiseSpeedKt: 200, filed: true },
      ],
      ['PATCH', `api/trip-step/validate-airport/${leg.flightArrival.id}`, {}],
      ['PATCH', `api/trip-step/${leg.id}/disabled-participant`, { passengerId: 1, disabled: true }],
      ['DELETE', `api/trip-step/${leg.id}/delete`, undefined],
      ['GET', CALENDAR, undefined],
      ['GET', 'api/quote', undefined],
    ] as const) {
      const answer = await call(method, path, { ...auth, ...(body ? { body } : {}) });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
  });
});
