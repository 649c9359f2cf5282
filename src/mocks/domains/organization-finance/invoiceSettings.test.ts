import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { ORG } from '../organizations';

beforeEach(() => resetDemoApi());

const SELLER = 'seller@demo.aero';
const path = (id: number) => `api/organization/${id}/invoice-settings`;

async function patch(body: unknown, organizationId: number = ORG.riviera) {
  const { token } = await login(SELLER);
  return call('PATCH', path(organizationId), { token, organizationId: ORG.riviera, body });
}

describe('api/organization/{id}/invoice-settings', () => {
  it('reads the seeded set-up, and the default of an organization that never saved one', async () => {
    const { token } = await login(SELLER);
    const seeded = await call('GET', path(ORG.riviera), { token, organizationId: ORG.riviera });
    expect(await seeded.json()).toEqual({
      compositionItems: ['aircraft_type', 'registration', 'airports', 'pax_number'],
      feesCollector: 'marketplace',
    });
    db.invoiceSettings = [];
    const fresh = await call('GET', path(ORG.riviera), { token, organizationId: ORG.riviera });
    expect(await fresh.json()).toEqual({ compositionItems: [], feesCollector: 'marketplace' });
  });

  it('stores the items in the invoice order and the collector', async () => {
    const response = await patch({
      compositionItems: ['pax_number', 'mtow', 'customer_vat_number'],
      feesCollector: 'seller',
    });
    expect(response.status).toBe(200);
    const expected = {
      compositionItems: ['mtow', 'pax_number', 'customer_vat_number'],
      feesCollector: 'seller',
    };
    expect(await response.json()).toEqual(expected);
    expect(db.invoiceSettings.find((s) => s.organizationId === ORG.riviera)).toMatchObject(
      expected,
    );
  });

  it.each([
    [
      'an unknown item',
      { compositionItems: ['tail_colour'], feesCollector: 'marketplace' },
      {
        compositionItems: ['validator.choice'],
      },
    ],
    [
      'a repeated item',
      { compositionItems: ['aoc', 'aoc'], feesCollector: 'marketplace' },
      {
        compositionItems: ['validator.choice'],
      },
    ],
    [
      'items that are not a list',
      { compositionItems: 'aoc', feesCollector: 'marketplace' },
      {
        compositionItems: ['validator.choice'],
      },
    ],
    ['no collector', { compositionItems: [] }, { feesCollector: ['validator.required'] }],
    [
      'an unknown collector',
      { compositionItems: [], feesCollector: 'bank' },
      {
        feesCollector: ['validator.choice'],
      },
    ],
  ])('answers 400 for %s, changing nothing', async (_case, body, errors) => {
    const before = structuredClone(db.invoiceSettings);
    const response = await patch(body);
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual(errors);
    expect(db.invoiceSettings).toEqual(before);
  });

  it('refuses a seller collecting itself without a bank account', async () => {
    db.bankAccounts = db.bankAccounts.filter((a) => a.organizationId !== ORG.riviera);
    const response = await patch({ compositionItems: [], feesCollector: 'seller' });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      feesCollector: ['errors.fees_collector_needs_bank_account'],
    });
  });

  it('answers 403 for another organization', async () => {
    const response = await patch(
      { compositionItems: [], feesCollector: 'marketplace' },
      ORG.alpine,
    );
    expect(response.status).toBe(403);
  });
});
