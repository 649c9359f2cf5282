import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDemoApi } from '../../db';
import { call } from '../../testing';
import { ORG } from '../organizations';
import { PRICE_LIST, SERVICE, pricedFor } from '../price-lists';
import { NEW_BUYER } from './testing';

beforeEach(() => resetDemoApi());

function registerBuyer(body: object) {
  return call('POST', 'client-register', { body, headers: { Origin: 'http://localhost:4194' } });
}

/** Riviera's Jet A-1 at Nice, as the shop reads it before pricing it for a buyer. */
function jetA1() {
  const product = db.shopProducts.find((p) => p.serviceId === SERVICE.jetA1);
  if (!product) throw new Error('no Riviera Jet A-1');
  return product;
}

describe('registration and VAT identity', () => {
  it('gives a registration naming a client company’s VAT number none of its prices until an operator validates it (found: the shop priced it as the client)', async () => {
    const list = db.priceLists.find((p) => p.id === PRICE_LIST.bavaria);
    if (list) list.status = 'active';
    const organizations = db.organizations.length;
    expect(
      (await registerBuyer({ ...NEW_BUYER, intracommunityVatNumber: 'de 813 456 782' })).status,
    ).toBe(201);
    // Bavaria Jet Charter is a client company of Riviera, not an organization: a registration.
    expect(db.organizations).toHaveLength(organizations + 1);
    const registered = db.organizations.at(-1);
    if (!registered) throw new Error('no registered organization');
    expect(registered.vatNumber).toBe('DE813456782');

    expect(pricedFor(jetA1(), registered.id)).toBe(jetA1());
    // Its link followed: awaiting the operator, still the public price.
    registered.organizationStatus = 'awaiting_validation';
    expect(pricedFor(jetA1(), registered.id)).toBe(jetA1());
    // The operator validated it: Bavaria's list names Jet A-1 at 1.79.
    registered.organizationStatus = 'active';
    expect(pricedFor(jetA1(), registered.id).unitPrice).toBe(1.79);
  });

  it('creates nothing for a VAT number an organization holds, spelled otherwise', async () => {
    const organizations = db.organizations.length;
    const response = await registerBuyer({
      ...NEW_BUYER,
      intracommunityVatNumber: 'lu-2637.5245',
    });
    expect(response.status).toBe(201);
    expect(db.organizations).toHaveLength(organizations);
    expect(db.organizations.filter((o) => o.vatNumber === 'LU26375245').map((o) => o.id)).toEqual([
      ORG.euroConnect,
    ]);
  });

  it.each([
    // 13 characters after the country: the legal section would refuse to save it again.
    ['FR1234567890123', 400],
    // The legal section's old Irish numbers (+ and *): registration takes them too.
    ['IE1+23456X', 201],
  ])('checks %s as the legal section does', async (vat, status) => {
    const response = await registerBuyer({ ...NEW_BUYER, intracommunityVatNumber: vat });
    expect(response.status).toBe(status);
    if (status === 400) {
      expect(await response.json()).toMatchObject({
        errors: { intracommunityVatNumber: ['validator.vat_number'] },
      });
    }
  });
});
