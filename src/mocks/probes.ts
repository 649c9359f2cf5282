import { expect, it } from 'vitest';
import type { Right } from '../lib/auth/types';
import { db } from './db';
import { call, login, type CallOptions } from './testing';

/**
 * "Who else could send it" (issue 27): the demo API tests' senders of a call other than the
 * seller meant to send it, and the checks that a refusal gives nothing away. Riviera Jet Centre
 * (organization 2) owns the records probed; Léman Hangars (7) is another seller.
 */

export const RIVIERA = 2;
export const LEMAN = 7;
const ALPINE = 1;

export type Sender =
  /** Riviera's station manager: every right of the catalogue, the one meant to send. */
  | 'owner'
  /** No token. */
  | 'stranger'
  /** Riviera's station manager naming no organization: nothing to act for. */
  | 'noOrganization'
  /** Riviera's ground handling agent: a member holding none of the catalogue's rights. */
  | 'noRight'
  /** Riviera's custom member given only the `viewer` rights of the probe. */
  | 'viewer'
  /** Léman Hangars' station manager: another seller, with every right in its own organization. */
  | 'otherSeller'
  /** Alpine's flight operations manager: a buyer organization. */
  | 'buyer'
  /** A platform operator acting for Riviera (operators may select any organization). */
  | 'operator'
  /** Riviera's station manager naming Léman, which it is not a member of. */
  | 'notMember';

const SENDERS: Record<Exclude<Sender, 'stranger' | 'viewer'>, [string, number | undefined]> = {
  owner: ['seller@demo.aero', RIVIERA],
  noOrganization: ['seller@demo.aero', undefined],
  noRight: ['julien.blanc@rivierajetcentre.fr', RIVIERA],
  otherSeller: ['anna.keller@leman-hangars.ch', LEMAN],
  buyer: ['buyer@demo.aero', ALPINE],
  operator: ['operator@demo.aero', RIVIERA],
  notMember: ['seller@demo.aero', LEMAN],
};

/** The token and selected organization of `sender`; `viewer` holds `viewerRights` at Riviera. */
export async function sessionOf(
  sender: Sender,
  viewerRights: Right[] = [],
): Promise<Pick<CallOptions, 'token' | 'organizationId'>> {
  if (sender === 'stranger') return {};
  if (sender === 'viewer') {
    // Emma Fontaine's custom workrole: what the probe gives, nothing of the catalogue else.
    const membership = db.organizationUsers.find((m) => m.userId === 10);
    if (membership) membership.rights = [...viewerRights];
    return { token: (await login('emma.fontaine@rivierajetcentre.fr')).token, organizationId: 2 };
  }
  const [email, organizationId] = SENDERS[sender];
  const { token } = await login(email);
  return organizationId === undefined ? { token } : { token, organizationId };
}

/** `method path` as `sender`, with `body` when given. */
export async function send(
  sender: Sender,
  method: string,
  path: string,
  body?: unknown,
  viewerRights: Right[] = [],
): Promise<Response> {
  const session = await sessionOf(sender, viewerRights);
  return call(method, path, { ...session, ...(body !== undefined && { body }) });
}

/** A refusal in the API's error shape and nothing more: no record, no field of one. */
export async function expectRefusal(response: Response, status: number, message?: string) {
  const body = (await response.json()) as Record<string, unknown>;
  expect({ status: response.status, body }).toMatchObject({
    status,
    ...(message !== undefined && { body: { message } }),
  });
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
}

/** The collection as JSON, to tell that a refused call changed nothing. */
export function snapshot(records: () => unknown): string {
  return JSON.stringify(records());
}

/** The five calls of an organization's own records (`src/mocks/crud.ts`) and what to send. */
export interface OwnedCalls {
  /** `api/price-management`. */
  path: string;
  /** The owner's record probed (Riviera's). */
  ownId: number;
  /** The collection, to tell that nothing changed. */
  records: () => readonly { id: number }[];
  /** A valid new record for Riviera, and a valid change. */
  create: () => unknown;
  change: unknown;
  /** What gives `viewer` the read right only. */
  viewRights: Right[];
  /** The 404's message: another seller's record is as absent as a deleted one. */
  notFound: string;
}

type Verb = 'list' | 'read' | 'create' | 'update' | 'remove';
const VERBS: readonly Verb[] = ['list', 'read', 'create', 'update', 'remove'];

function request(spec: OwnedCalls, verb: Verb): [string, string, unknown] {
  const one = `${spec.path}/${spec.ownId}`;
  if (verb === 'list') return ['GET', spec.path, undefined];
  if (verb === 'read') return ['GET', one, undefined];
  if (verb === 'create') return ['POST', spec.path, spec.create()];
  if (verb === 'update') return ['PATCH', one, spec.change];
  return ['DELETE', one, undefined];
}

/** Who is refused what, and how: every sender but the owner, the viewer and another seller. */
const REFUSED: readonly [Sender, number][] = [
  ['stranger', 401],
  ['noOrganization', 403],
  ['noRight', 403],
  ['buyer', 403],
  ['operator', 403],
  ['notMember', 403],
];

/**
 * The table of who else could send each call (a test per sender and call, in the caller's
 * describe): refused senders get their status and nothing else, and nothing changes; a viewer
 * reads but changes nothing; another seller neither sees nor changes the owner's record (404).
 */
export function probeOwnedCalls(spec: OwnedCalls): void {
  const cases = REFUSED.flatMap(([sender, status]) =>
    VERBS.map((verb) => [sender, verb, status] as const),
  );
  it.each(cases)('%s: %s is %i, changing nothing', async (sender, verb, status) => {
    const before = snapshot(spec.records);
    const [method, path, body] = request(spec, verb);
    await expectRefusal(await send(sender, method, path, body), status);
    expect(snapshot(spec.records)).toBe(before);
  });

  it.each(VERBS.map((verb) => [verb, verb === 'list' || verb === 'read' ? 200 : 403] as const))(
    'viewer (the read right only): %s is %i',
    async (verb, status) => {
      const before = snapshot(spec.records);
      const [method, path, body] = request(spec, verb);
      const response = await send('viewer', method, path, body, spec.viewRights);
      if (status === 200) expect(response.status).toBe(200);
      else await expectRefusal(response, status);
      expect(snapshot(spec.records)).toBe(before);
    },
  );

  it.each(['read', 'update', 'remove'] as const)(
    'another seller: %s of the owner’s record is 404, never data',
    async (verb) => {
      const before = snapshot(spec.records);
      const [method, path, body] = request(spec, verb);
      await expectRefusal(await send('otherSeller', method, path, body), 404, spec.notFound);
      expect(snapshot(spec.records)).toBe(before);
    },
  );

  it('another seller: its list holds none of the owner’s records', async () => {
    const response = await send('otherSeller', 'GET', `${spec.path}?numberOfItemsPerPage=100`);
    const page = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBe(200);
    const ids = Object.values(page)
      .filter(Array.isArray)
      .flat()
      .map((item: { id?: number }) => item.id);
    expect(ids).not.toContain(spec.ownId);
  });

  it('a stale screen: after a delete, a read, a change and a second delete are 404', async () => {
    expect((await send('owner', 'DELETE', `${spec.path}/${spec.ownId}`)).status).toBe(204);
    for (const verb of ['read', 'update', 'remove'] as const) {
      const [method, path, body] = request(spec, verb);
      await expectRefusal(await send('owner', method, path, body), 404, spec.notFound);
    }
  });
}
