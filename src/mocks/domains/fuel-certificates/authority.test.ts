import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDemoApi } from '../../db';
import { expectRefusal, snapshot } from '../../probes';
import { MISTRAL, as, json, newCertificate, type FuelCertificate, type Who } from './testkit';

beforeEach(() => resetDemoApi());

function mistralCertificate() {
  const record = db.fuelCertificates.find((c) => c.sellerId === MISTRAL);
  if (!record) throw new Error('Mistral has no seeded certificate');
  return record;
}

type Verb = 'list' | 'read' | 'create' | 'update';
function request(verb: Verb): [string, string, unknown] {
  const one = `api/fuel-certificate/${mistralCertificate().id}`;
  if (verb === 'list') return ['GET', 'api/fuel-certificate', undefined];
  if (verb === 'read') return ['GET', one, undefined];
  if (verb === 'create') return ['POST', 'api/fuel-certificate', newCertificate()];
  return ['PATCH', one, { truckNumber: 'MF-TRK-99' }];
}

const REFUSED: readonly [Who, number][] = [
  ['stranger', 401],
  // A seller member without FUEL rights, and a buyer organization.
  ['groundAgent', 403],
  ['buyer', 403],
];
const VERBS: readonly Verb[] = ['list', 'read', 'create', 'update'];

describe('who else could send a certificate call (api/fuel-certificate)', () => {
  it.each(REFUSED.flatMap(([who, status]) => VERBS.map((verb) => [who, verb, status] as const)))(
    '%s: %s is %i, changing nothing',
    async (who, verb, status) => {
      const before = snapshot(() => db.fuelCertificates);
      const [method, path, body] = request(verb);
      await expectRefusal(await as(who, method, path, body), status);
      expect(snapshot(() => db.fuelCertificates)).toBe(before);
    },
  );

  it('another seller neither lists nor reads nor changes Mistral’s certificates', async () => {
    const listed = await json<{ totalItems: number }>(
      await as('riviera', 'GET', 'api/fuel-certificate'),
    );
    expect(listed.totalItems).toBe(0);
    const [, one] = request('read');
    expect((await as('riviera', 'GET', one)).status).toBe(404);
    expect((await as('riviera', 'PATCH', one, { truckNumber: 'X' })).status).toBe(404);
  });
});

describe('an order’s certificates (GET api/fuel-certificate/order/{id})', () => {
  function orderOf(clientId: number) {
    const record = db.fuelCertificates.find(
      (c) => db.quotes.find((q) => q.id === c.quoteId)?.client.id === clientId,
    );
    if (!record) throw new Error(`No certificate for client ${clientId}`);
    return record.quoteId;
  }

  it('the buyer reads the certificates of its own order, and so does the seller', async () => {
    const quoteId = orderOf(1);
    const path = `api/fuel-certificate/order/${quoteId}`;
    const bought = await json<FuelCertificate[]>(await as('buyer', 'GET', path));
    expect(bought.length).toBeGreaterThan(0);
    expect(bought.every((c) => c.quoteId === quoteId && c.client.id === 1)).toBe(true);
    expect(await json<FuelCertificate[]>(await as('mistral', 'GET', path))).toEqual(bought);
  });

  it('another buyer or seller gets 404, without a token 401', async () => {
    const path = `api/fuel-certificate/order/${orderOf(1)}`;
    await expectRefusal(await as('euroConnect', 'GET', path), 404);
    await expectRefusal(await as('riviera', 'GET', path), 404);
    await expectRefusal(await as('stranger', 'GET', path), 401);
  });

  it('an order without certificates answers an empty list', async () => {
    const quote = db.quotes.find(
      (q) => q.client.id === 1 && !db.fuelCertificates.some((c) => c.quoteId === q.id),
    );
    const response = await as('buyer', 'GET', `api/fuel-certificate/order/${quote?.id ?? 0}`);
    expect(await response.json()).toEqual([]);
  });
});

describe('a certificate as a PDF (GET api/fuel-certificate/{id}/print)', () => {
  function buyersCertificate() {
    const record = db.fuelCertificates.find(
      (c) => db.quotes.find((q) => q.id === c.quoteId)?.client.id === 1,
    );
    if (!record) throw new Error('No certificate for the demo buyer');
    return record;
  }

  it('the buyer and the seller of its order download it, named by its number', async () => {
    const record = buyersCertificate();
    const path = `api/fuel-certificate/${record.id}/print`;
    for (const who of ['buyer', 'mistral'] as const) {
      const response = await as(who, 'GET', path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/pdf');
      expect(response.headers.get('Content-Disposition')).toContain(
        `fuel-certificate-${record.certificateNumber}.pdf`,
      );
      const head = new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5));
      expect(head).toBe('%PDF-');
    }
  });

  it('another buyer or seller gets 404, without a token 401, an unknown id 404', async () => {
    const path = `api/fuel-certificate/${buyersCertificate().id}/print`;
    await expectRefusal(await as('euroConnect', 'GET', path), 404);
    await expectRefusal(await as('riviera', 'GET', path), 404);
    await expectRefusal(await as('stranger', 'GET', path), 401);
    await expectRefusal(await as('buyer', 'GET', 'api/fuel-certificate/999999/print'), 404);
  });
});
