// The live stream's filtering: a member hears only of records of its organizations it may read.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../lib/api/contract';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { ALPINE, RIVIERA, fixture, seller } from '../orders/testkit';
import { eventsFor, publishChanges, subscribe } from './live';

type LiveEvent = Schemas['LiveEvent'];

beforeEach(() => {
  resetDemoApi();
  publishChanges(); // the fingerprints of the fresh seed
});

async function userId(email: string) {
  const id = (await login(email)).id;
  if (id === undefined) throw new Error('an id expected');
  return id;
}

function listen(session: string, id: number) {
  const heard: LiveEvent[] = [];
  const stop = subscribe(session, { userId: id, send: (e) => heard.push(e), close: () => {} });
  return { heard, stop };
}

describe('the live stream', () => {
  it('tells both sides of a quote, each for its own organization, and nobody else', async () => {
    const quote = fixture('awaiting_for_quotation');
    publishChanges();
    const buyer = listen('buyer-session', await userId('buyer@demo.aero'));
    const sellerSide = listen('seller-session', await userId('seller@demo.aero'));
    const heli = listen('heli-session', await userId('heli@demo.aero'));
    expect((await call('PATCH', `api/quote/${quote.id}/refuse`, await seller())).status).toBe(200);
    expect(publishChanges()).toEqual([
      { type: 'quote', id: quote.id, organizationIds: [RIVIERA, ALPINE] },
    ]);
    expect(buyer.heard).toEqual([{ type: 'quote', id: quote.id, organizationId: ALPINE }]);
    expect(sellerSide.heard).toEqual([{ type: 'quote', id: quote.id, organizationId: RIVIERA }]);
    expect(heli.heard).toEqual([]);
    for (const l of [buyer, sellerSide, heli]) l.stop();
  });

  it('says nothing to a member without the right to read the record there, nor to another organization', async () => {
    const change = { type: 'quote', id: 1, organizationIds: [RIVIERA, ALPINE] } as const;
    const reader = await userId('emma.fontaine@rivierajetcentre.fr');
    const user = db.users.find((u) => u.id === reader);
    const membership = db.organizationUsers.find(
      (m) => m.userId === reader && m.organizationId === RIVIERA,
    );
    if (!user || !membership) throw new Error('a Riviera member expected');
    membership.rights = [{ action: 'read', subject: 'TRIP_ACCOUNTING' }];
    expect(eventsFor(reader, change)).toEqual([{ type: 'quote', id: 1, organizationId: RIVIERA }]);
    membership.rights = [];
    user.rights = [];
    expect(eventsFor(reader, change)).toEqual([]);
    expect(eventsFor(await userId('heli@demo.aero'), change)).toEqual([]);
  });

  it('keeps one stream per session: a second replaces the first', async () => {
    const id = await userId('buyer@demo.aero');
    let closed = 0;
    subscribe('one', { userId: id, send: () => {}, close: () => (closed += 1) });
    const again = listen('one', id);
    expect(closed).toBe(1);
    again.stop();
  });
});
