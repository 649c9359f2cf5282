// The organization's accounting, its parameters, and the operator's commissions.
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  AccountingParameter,
  OperatorAccountingPage,
  OrganizationAccountingPage,
} from '../../../entities/invoice/contract';
import { db, resetDemoApi } from '../../db';
import { call } from '../../testing';
import { ORG } from '../organizations';
import { SELLER, BUYER, OPERATOR, as, json } from './testkit';

beforeEach(() => resetDemoApi());

describe('organization accounting', () => {
  it('lists the organization orders and their invoices, 404 for another organization', async () => {
    const get = await as(SELLER, ORG.riviera);
    const page = await json<OrganizationAccountingPage>(
      await get('GET', `api/organization/${ORG.riviera}/accounting?numberOfItemsPerPage=100`),
    );
    expect(page.totalItems).toBeGreaterThan(10);
    expect(page.entries.every((entry) => entry.direction === 'issued')).toBe(true);
    const invoiced = page.entries.find((entry) => entry.invoice !== null);
    expect(invoiced?.accountCode).toBe('411ALPINE');
    expect((await get('GET', `api/organization/${ORG.alpine}/accounting`)).status).toBe(404);
  });

  it('shows sales with SELLER_ACCOUNTING_VIEW and purchases with CLIENT_ACCOUNTING_VIEW', async () => {
    // multi@demo.aero buys for Alpine and sells for Riviera; its rights are set here one by one.
    const scope = async (rights: { action: string; subject: string }[]) => {
      const membership = db.organizationUsers.find(
        (m) => m.userId === 5 && m.organizationId === ORG.riviera,
      );
      if (!membership) throw new Error('no membership');
      membership.rights = [{ action: 'read', subject: 'ACCOUNTING' }, ...rights];
      const get = await as('multi@demo.aero', ORG.riviera);
      const page = await json<OrganizationAccountingPage>(
        await get('GET', `api/organization/${ORG.riviera}/accounting?numberOfItemsPerPage=100`),
      );
      return new Set(page.entries.map((entry) => entry.direction));
    };
    expect(await scope([{ action: 'read', subject: 'SELLER_ACCOUNTING' }])).toEqual(
      new Set(['issued']),
    );
    expect(await scope([])).toEqual(new Set());
    const buyer = await as(BUYER, ORG.alpine);
    const bought = await json<OrganizationAccountingPage>(
      await buyer('GET', `api/organization/${ORG.alpine}/accounting?numberOfItemsPerPage=100`),
    );
    expect(bought.entries.length).toBeGreaterThan(0);
    expect(bought.entries.every((entry) => entry.direction === 'received')).toBe(true);
  });

  it.each([
    ['order[reference]=asc', (e: { reference: string }[]) => e.map((x) => x.reference)],
    ['order[date]=asc', (e: { date: string }[]) => e.map((x) => x.date)],
  ])('orders by %s', async (order, pick) => {
    const get = await as(SELLER, ORG.riviera);
    const page = await json<OrganizationAccountingPage>(
      await get(
        'GET',
        `api/organization/${ORG.riviera}/accounting?${order}&numberOfItemsPerPage=50`,
      ),
    );
    const values = pick(page.entries);
    expect(values).toEqual([...values].sort());
  });

  it('orders by invoice state with the not invoiced last, and filters by date and search', async () => {
    const get = await as(SELLER, ORG.riviera);
    const page = await json<OrganizationAccountingPage>(
      await get(
        'GET',
        `api/organization/${ORG.riviera}/accounting?order[invoiceState]=desc&numberOfItemsPerPage=100`,
      ),
    );
    const states = page.entries.map((entry) => entry.invoiceState);
    const firstNull = states.indexOf(null);
    if (firstNull >= 0) expect(states.slice(firstNull).every((state) => state === null)).toBe(true);
    const sample = page.entries[0];
    const date = sample?.date.slice(0, 10) ?? '';
    const ranged = await json<OrganizationAccountingPage>(
      await get(
        'GET',
        `api/organization/${ORG.riviera}/accounting?dateAfter=${date}&dateBefore=${date}&searchQuery=${sample?.reference ?? ''}`,
      ),
    );
    expect(ranged.entries.map((entry) => entry.quoteId)).toEqual([sample?.quoteId]);
    const bad = await get('GET', `api/organization/${ORG.riviera}/accounting?order[amount]=asc`);
    expect(bad.status).toBe(400);
  });

  it('exports the accounting as CSV with the account code column', async () => {
    const get = await as(SELLER, ORG.riviera);
    const response = await get('GET', `api/organization/${ORG.riviera}/accounting-export`);
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename=export.csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'reference,date,direction,counterparty,accountCode,currency,totalIncludingTax,invoiceNumber,invoiceState',
    );
    expect(lines.slice(1).some((line) => line.includes(',411ALPINE,'))).toBe(true);
  });

  it('answers 403 to a member without ACCOUNTING_VIEW, on every accounting call', async () => {
    const get = await as('claire.martin@alpine-jets.fr', ORG.alpine);
    for (const path of ['accounting', 'accounting-export', 'accounting-parameters']) {
      expect((await get('GET', `api/organization/${ORG.alpine}/${path}`)).status).toBe(403);
    }
    const patch = await get('PATCH', `api/organization/${ORG.alpine}/accounting-parameters/2`, {
      accountCode: 'X1',
    });
    expect(patch.status).toBe(403);
    expect((await get('GET', 'api/marketplace/invoice/1')).status).toBe(403);
  });

  it('answers 401 without a token and 404 without a selected organization', async () => {
    expect((await call('GET', `api/organization/${ORG.riviera}/accounting`)).status).toBe(401);
    const get = await as(OPERATOR);
    expect((await get('GET', `api/organization/${ORG.riviera}/accounting`)).status).toBe(404);
  });
});

describe('accounting parameters', () => {
  const path = `api/organization/${ORG.riviera}/accounting-parameters`;

  it('lists the counterparties with their account codes', async () => {
    const get = await as(SELLER, ORG.riviera);
    const list = await json<AccountingParameter[]>(await get('GET', path));
    expect(list.find((p) => p.counterparty.id === ORG.alpine)).toMatchObject({
      relation: 'customer',
      accountCode: '411ALPINE',
    });
  });

  it('edits a code, 400 for a malformed or already used one, 404 for a stranger', async () => {
    const patch = await as(SELLER, ORG.riviera);
    const list = await json<AccountingParameter[]>(await patch('GET', path));
    const other = list.find((p) => p.counterparty.id !== ORG.alpine);
    expect(other).toBeDefined();
    const target = `${path}/${other?.counterparty.id ?? 0}`;
    const cases: [unknown, number, string[] | undefined][] = [
      [{ accountCode: '' }, 400, ['validator.required']],
      [{ accountCode: 'abc 1' }, 400, ['validator.account_code']],
      [{ accountCode: 'A'.repeat(21) }, 400, ['validator.account_code']],
      [{ accountCode: '411ALPINE' }, 400, ['validator.already_used']],
    ];
    for (const [body, status, errors] of cases) {
      const response = await patch('PATCH', target, body);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { errors?: Record<string, string[]> }).errors).toEqual({
        accountCode: errors,
      });
    }
    const ok = await patch('PATCH', target, { accountCode: '411OTHER' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ accountCode: '411OTHER' });
    expect((await patch('PATCH', `${path}/999`, { accountCode: 'X1' })).status).toBe(404);
  });
});

describe('GET api/operator/accounting', () => {
  it('answers 403 to a seller, and the operator per-seller commissions with totals', async () => {
    const seller = await as(SELLER, ORG.riviera);
    expect((await seller('GET', 'api/operator/accounting')).status).toBe(403);
    const get = await as(OPERATOR);
    const page = await json<OperatorAccountingPage>(
      await get('GET', 'api/operator/accounting?numberOfItemsPerPage=100'),
    );
    const riviera = page.rows.find((row) => row.organization.id === ORG.riviera);
    expect(riviera?.turnover).toBeGreaterThan(0);
    expect(riviera?.commission).toBeCloseTo(
      ((riviera?.turnover ?? 0) * (riviera?.commissionRate ?? 0)) / 100,
      1,
    );
    const eur = page.totals.find((total) => total.currency === 'EUR');
    const sum = page.rows
      .filter((r) => r.currency === 'EUR')
      .reduce((s, r) => s + r.ordersCount, 0);
    expect(eur?.ordersCount).toBe(sum);
    expect((await get('GET', 'api/operator/accounting?dateAfter=soon')).status).toBe(400);
  });
});
