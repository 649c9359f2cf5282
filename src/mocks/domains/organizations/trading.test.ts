import { beforeEach, describe, expect, it } from 'vitest';
import type { Organization } from '../../../entities/organization/contract';
import type { CheckoutRequest, CheckoutResult } from '../../../entities/cart/contract';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { lastMailTo } from '../mail';
import { fixture } from '../orders/testkit';
import { PRODUCT } from '../shop';
import { checkoutAtNice, checkoutLine } from '../shop/testkit';
import { ORG } from './seed';

beforeEach(() => resetDemoApi());

const HELVETIC = 12;
const AWAITING = { code: 400, message: 'errors.organization_awaiting_validation' };

function setStatus(id: number, status: Organization['organizationStatus']) {
  const organization = db.organizations.find((o) => o.id === id);
  if (!organization) throw new Error(`no organization ${id}`);
  organization.organizationStatus = status;
}

async function as(email: string, organizationId: number) {
  return { token: (await login(email)).token, organizationId };
}

/** The operator's validation, naming the VAT number its screen shows. */
function seenVat(id: number) {
  return { body: { vatNumber: db.organizations.find((o) => o.id === id)?.vatNumber ?? null } };
}

/** A paid order of the mandatory handling fee at Nice, on trip 1 (Alpine's). */
function paidCheckout(): CheckoutRequest {
  return checkoutAtNice([checkoutLine(PRODUCT.rivieraHandlingFee, 1, 180)], {
    idempotencyKey: 'awaiting-1',
  });
}

describe('an organization awaiting validation neither buys nor sells', () => {
  it('refuses its checkout (found: a paid checkout went through), then accepts once validated', async () => {
    setStatus(ORG.alpine, 'awaiting_validation');
    const buyer = await as('buyer@demo.aero', ORG.alpine);
    const quotes = db.quotes.length;
    const refused = await call('POST', 'api/shop/checkout', { ...buyer, body: paidCheckout() });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(AWAITING);
    expect(db.quotes).toHaveLength(quotes);

    const operator = await as('operator@demo.aero', ORG.platform);
    const validated = await call('PATCH', `api/organization/${ORG.alpine}/validate`, {
      ...operator,
      ...seenVat(ORG.alpine),
    });
    expect(validated.status).toBe(200);
    const accepted = await call('POST', 'api/shop/checkout', { ...buyer, body: paidCheckout() });
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as CheckoutResult).quotes).toHaveLength(1);
  });

  it('refuses sending a quotation (seller) and validating one (buyer)', async () => {
    const quote = fixture('awaiting_for_quotation');
    for (const line of quote.lines) line.unitPrice = 100;
    setStatus(ORG.riviera, 'awaiting_validation');
    const seller = await as('seller@demo.aero', ORG.riviera);
    const send = await call('PATCH', `api/quote/${quote.id}/save-and-send`, seller);
    expect(await send.json()).toEqual(AWAITING);
    expect(quote.state).toBe('awaiting_for_quotation');

    setStatus(ORG.riviera, 'active');
    expect((await call('PATCH', `api/quote/${quote.id}/save-and-send`, seller)).status).toBe(200);
    setStatus(ORG.alpine, 'awaiting_validation');
    const buyer = await as('buyer@demo.aero', ORG.alpine);
    const validate = await call('POST', `api/quote/${quote.id}/validate`, { ...buyer, body: {} });
    expect(await validate.json()).toEqual(AWAITING);
    expect(quote.state).toBe('awaiting_customer_validation');
  });

  it('lets each member read its own organization status, without the account right', async () => {
    setStatus(ORG.alpine, 'awaiting_validation');
    const pilot = await as('claire.martin@alpine-jets.fr', ORG.alpine);
    const own = await call('GET', `api/organization/${ORG.alpine}`, pilot);
    expect(await own.json()).toMatchObject({ organizationStatus: 'awaiting_validation' });
    expect((await call('GET', `api/organization/${ORG.riviera}`, pilot)).status).toBe(403);
  });
});

describe('PATCH api/organization/{id}/validate', () => {
  it('makes an organization awaiting validation active and mails its admins', async () => {
    setStatus(ORG.alpine, 'awaiting_validation');
    const operator = await as('operator@demo.aero', ORG.platform);
    const response = await call('PATCH', `api/organization/${ORG.alpine}/validate`, {
      ...operator,
      ...seenVat(ORG.alpine),
    });
    expect(await response.json()).toMatchObject({ id: ORG.alpine, organizationStatus: 'active' });
    expect(lastMailTo('buyer@demo.aero', 'notification')?.subject).toBe(
      'Alpine Executive Jets is validated',
    );
    const again = await call('PATCH', `api/organization/${ORG.alpine}/validate`, {
      ...operator,
      ...seenVat(ORG.alpine),
    });
    expect(await again.json()).toEqual({
      code: 400,
      message: 'errors.organization_not_awaiting_validation',
    });
    const helvetic = await call('PATCH', `api/organization/${HELVETIC}/validate`, {
      ...operator,
      ...seenVat(HELVETIC),
    });
    expect(helvetic.status).toBe(200);
  });

  it('needs OPERATOR_ORGANIZATION_EDIT', async () => {
    setStatus(ORG.alpine, 'awaiting_validation');
    const admin = await as('buyer@demo.aero', ORG.alpine);
    expect((await call('PATCH', `api/organization/${ORG.alpine}/validate`, admin)).status).toBe(
      403,
    );
    expect((await call('PATCH', `api/organization/${ORG.alpine}/validate`)).status).toBe(401);
  });
});

describe('a suspended organization neither buys nor sells', () => {
  it('refuses its checkout (found: a suspended buyer could still pay) and its quotation', async () => {
    setStatus(ORG.alpine, 'suspended');
    const buyer = await as('buyer@demo.aero', ORG.alpine);
    const quotes = db.quotes.length;
    const refused = await call('POST', 'api/shop/checkout', { ...buyer, body: paidCheckout() });
    expect(await refused.json()).toEqual({ code: 400, message: 'errors.organization_suspended' });
    expect(db.quotes).toHaveLength(quotes);

    const quote = fixture('awaiting_for_quotation');
    for (const line of quote.lines) line.unitPrice = 100;
    setStatus(ORG.riviera, 'suspended');
    const seller = await as('seller@demo.aero', ORG.riviera);
    const send = await call('PATCH', `api/quote/${quote.id}/save-and-send`, seller);
    expect(await send.json()).toEqual({ code: 400, message: 'errors.organization_suspended' });
    expect(quote.state).toBe('awaiting_for_quotation');
  });
});
