import { beforeEach, describe, expect, it } from 'vitest';
import type { Organization } from '../../../entities/organization/contract';
import type { ShopProduct } from '../../../entities/cart/contract';
import { normalizeVatNumber } from '../../../entities/organization/contract';
import { db, grant, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { PRICE_LIST, SERVICE } from '../price-lists';
import { atNice, checkoutAtNice, checkoutLine } from '../shop/testkit';
import { ORG } from './seed';

beforeEach(() => resetDemoApi());

/** Bavaria Jet Charter's rate at Riviera: a client company no organization holds yet. */
const BAVARIA_VAT = 'DE813456782';
const AWAITING = { code: 400, message: 'errors.organization_awaiting_validation' };

async function as(email: string, organizationId?: number) {
  const { token } = await login(email);
  return (method: string, path: string, body?: unknown) =>
    call(method, path, { token, organizationId, body });
}

const record = (id: number) => {
  const found = db.organizations.find((o) => o.id === id);
  if (!found) throw new Error(`no organization ${id}`);
  return found;
};

/** Alpine's admin, given ORGANIZATION_ACCOUNT_EDIT (a buyer whose admin may edit its legal data). */
async function alpineAdmin() {
  const membership = db.organizationUsers.find(
    (m) => m.organizationId === ORG.alpine && m.userId === 1,
  );
  membership?.rights.push(...grant('ORGANIZATION_ACCOUNT', 'write'));
  return as('buyer@demo.aero', ORG.alpine);
}

/** Riviera's Jet A-1 as the acting organization sees it in the shop at Nice (trip 1). */
async function jetA1Price(session: Awaited<ReturnType<typeof as>>) {
  const response = await session('GET', `api/shop/products/${SERVICE.jetA1}?${atNice()}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as ShopProduct).unitPrice;
}

function activateBavariaList() {
  const list = db.priceLists.find((p) => p.id === PRICE_LIST.bavaria);
  if (list) list.status = 'active';
}

describe('the operator validates the VAT number it saw', () => {
  it('refuses a validation naming another number than the one now held (found: a number changed behind the operator’s screen was validated unseen)', async () => {
    const buyer = await alpineAdmin();
    await buyer('PATCH', `api/organization/${ORG.alpine}/legal`, { vatNumber: 'FR40303265045' });
    expect(record(ORG.alpine).organizationStatus).toBe('awaiting_validation');
    // The operator's screen shows FR40303265045; the member then names Bavaria's number.
    await buyer('PATCH', `api/organization/${ORG.alpine}/legal`, { vatNumber: BAVARIA_VAT });
    const operator = await as('operator@demo.aero');
    const path = `api/organization/${ORG.alpine}/validate`;
    const stale = await operator('PATCH', path, { vatNumber: 'FR 40 303 265 045' });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ code: 409, message: 'errors.organization.changed' });
    expect(record(ORG.alpine).organizationStatus).toBe('awaiting_validation');
    expect(await jetA1Price(buyer)).toBe(1.89);
    // Without the number seen: a field error, nothing validated.
    const blind = await operator('PATCH', path);
    expect(blind.status).toBe(400);
    expect(await blind.json()).toMatchObject({ errors: { vatNumber: ['validator.required'] } });
    // The number now shown, in any spelling: validated.
    const seen = await operator('PATCH', path, { vatNumber: 'de 813 456 782' });
    expect(seen.status).toBe(200);
    expect(record(ORG.alpine).organizationStatus).toBe('active');
  });
});

describe('a change of VAT number goes back to the operator', () => {
  it('sends a validated buyer back to validation, says why, stops its negotiated prices and checkout (found: Alpine took a client company’s VAT number and got its prices at once)', async () => {
    activateBavariaList();
    const buyer = await alpineAdmin();
    expect(await jetA1Price(buyer)).toBe(1.89);

    const changed = await buyer('PATCH', `api/organization/${ORG.alpine}/legal`, {
      vatNumber: 'de 813.456-782',
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ vatNumber: BAVARIA_VAT });
    const summary = await buyer('GET', `api/organization/${ORG.alpine}`);
    expect(await summary.json()).toMatchObject({
      organizationStatus: 'awaiting_validation',
      validationReason: 'vat_number_changed',
    });
    // Bavaria's list names Jet A-1 at 1.79: not given to an organization nobody checked.
    expect(await jetA1Price(buyer)).toBe(1.89);
    const line = checkoutLine(SERVICE.handlingFee, 1, 180);
    const checkout = await buyer('POST', 'api/shop/checkout', { ...checkoutAtNice([line]) });
    expect(checkout.status).toBe(400);
    expect(await checkout.json()).toEqual(AWAITING);

    // The operator checked the company: the number is Alpine's, its prices apply.
    const operator = await as('operator@demo.aero');
    const validated = await operator('PATCH', `api/organization/${ORG.alpine}/validate`, {
      vatNumber: BAVARIA_VAT,
    });
    expect(await validated.json()).not.toHaveProperty('validationReason');
    expect(record(ORG.alpine).organizationStatus).toBe('active');
    expect(await jetA1Price(buyer)).toBe(1.79);
  });

  it('keeps it validated and priced when the same number comes again, spelled otherwise', async () => {
    const operator = await as('operator@demo.aero');
    const response = await operator('PATCH', `api/organization/${ORG.euroConnect}/legal`, {
      vatNumber: 'lu 2637.5245',
    });
    expect(response.status).toBe(200);
    expect(record(ORG.euroConnect).organizationStatus).toBe('active');
    const euroConnect = await as('lena.schmit@euroconnect.lu', ORG.euroConnect);
    const summary = (await (
      await euroConnect('GET', `api/organization/${ORG.euroConnect}`)
    ).json()) as Organization;
    expect(summary).not.toHaveProperty('validationReason');
    const product = await euroConnect('GET', `api/shop/providers/${ORG.riviera}?currency=EUR`);
    const { products } = (await product.json()) as { products: ShopProduct[] };
    // EuroConnect's seeded list: Jet A-1 at 1.72.
    expect(products.find((p) => p.id === SERVICE.jetA1)?.unitPrice).toBe(1.72);
  });

  it.each([
    ['a first VAT number where there was none', null, 'FR 55 123 456 780'],
    ['a removed VAT number', 'FR72834561209', null],
  ])('treats %s as a change', async (_case, before, after) => {
    record(ORG.riviera).vatNumber = before;
    const seller = await as('seller@demo.aero', ORG.riviera);
    const response = await seller('PATCH', `api/organization/${ORG.riviera}/legal`, {
      vatNumber: after,
    });
    expect(response.status).toBe(200);
    expect(record(ORG.riviera)).toMatchObject({
      organizationStatus: 'awaiting_validation',
      validationReason: 'vat_number_changed',
    });
  });

  it.each(['registration_pending', 'awaiting_validation', 'suspended'] as const)(
    'leaves an organization %s in its state (a validation never lifts a suspension)',
    async (status) => {
      record(ORG.riviera).organizationStatus = status;
      const operator = await as('operator@demo.aero');
      const response = await operator('PATCH', `api/organization/${ORG.riviera}/legal`, {
        vatNumber: 'FR55123456780',
      });
      expect(response.status).toBe(200);
      expect(record(ORG.riviera).organizationStatus).toBe(status);
      expect(record(ORG.riviera).validationReason).toBeUndefined();
    },
  );
});

describe('one organization per VAT number', () => {
  it.each([
    ['another organization’s, spelled otherwise', 'fr 40.123-456 789'],
    ['a registration’s still awaiting its link', 'es b1234 5674'],
  ])('refuses %s with "VAT number already registered", changing nothing', async (_c, vat) => {
    const registration = db.organizations.find((o) => o.id === ORG.alpine);
    // A registration awaiting its link holds its number too.
    if (registration) db.organizations.push({ ...registration, id: 900, vatNumber: 'ESB12345674' });
    const seller = await as('seller@demo.aero', ORG.riviera);
    const response = await seller('PATCH', `api/organization/${ORG.riviera}/legal`, {
      vatNumber: vat,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { vatNumber: ['validator.vat_number_already_registered'] },
    });
    expect(record(ORG.riviera)).toMatchObject({
      vatNumber: 'FR72834561209',
      organizationStatus: 'active',
    });
  });

  it('holds in the seed: every VAT number in its one spelling, none held twice', () => {
    const numbers = db.organizations.flatMap((o) => (o.vatNumber === null ? [] : [o.vatNumber]));
    expect(numbers.map(normalizeVatNumber)).toEqual(numbers);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
