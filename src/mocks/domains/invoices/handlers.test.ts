// Invoices: the seed, the list, one invoice and the export (the accounting: accounting.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Invoice, InvoicePage } from '../../../entities/invoice/contract';
import { db, resetDemoApi } from '../../db';
import { call } from '../../testing';
import { ORG } from '../organizations';
import { SELLER, BUYER, OPERATOR, as, json } from './testkit';

beforeEach(() => resetDemoApi());

describe('the seed', () => {
  it('has an invoice for each quote whose invoice was sent, with the quote pointing at it', () => {
    const sent = db.quotes.filter((quote) => quote.invoiceSent);
    // The orders seed grows with issue 9 (hundreds after wip/ordersapi); at least these.
    expect(sent.length).toBeGreaterThanOrEqual(18);
    for (const quote of sent) {
      const invoice = db.invoices.find((candidate) => candidate.id === quote.invoiceId);
      expect(invoice?.quotes[0]?.id).toBe(quote.id);
      expect(invoice?.seller.id).toBe(quote.organization.id);
    }
    expect(db.quotes.filter((quote) => !quote.invoiceSent).every((q) => q.invoiceId === null)).toBe(
      true,
    );
  });

  it('mixes paid and to-be-paid invoices, card and SEPA, numbered per seller', () => {
    const statuses = new Set(db.invoices.map((invoice) => invoice.status));
    const methods = new Set(db.invoices.map((invoice) => invoice.paymentMethod));
    expect(statuses).toEqual(new Set(['paid', 'to_be_paid']));
    expect(methods).toEqual(new Set(['card', 'sepa_debit']));
    for (const sellerId of new Set(db.invoices.map((invoice) => invoice.seller.id))) {
      const numbers = db.invoices.filter((i) => i.seller.id === sellerId).map((i) => i.number);
      expect(new Set(numbers).size).toBe(numbers.length);
    }
    expect(db.invoices.find((invoice) => invoice.seller.id === ORG.riviera)?.number).toMatch(
      /^RJC-/,
    );
  });
});

describe('GET api/marketplace/invoice', () => {
  it('answers 401 without a token and 403 without TRIP_ACCOUNTING_VIEW', async () => {
    expect((await call('GET', 'api/marketplace/invoice')).status).toBe(401);
    // The operator holds platform rights only: no TRIP_ACCOUNTING_VIEW of an organization.
    expect((await (await as(OPERATOR))('GET', 'api/marketplace/invoice')).status).toBe(403);
  });

  it('lists the seller its own invoices, paged, newest first', async () => {
    const get = await as(SELLER, ORG.riviera);
    const page = await json<InvoicePage>(
      await get('GET', 'api/marketplace/invoice?page=1&numberOfItemsPerPage=10'),
    );
    const mine = db.invoices.filter(
      (i) => i.seller.id === ORG.riviera || i.client.id === ORG.riviera,
    );
    expect(page.totalItems).toBe(mine.length);
    expect(page.invoices).toHaveLength(10);
    const dates = page.invoices.map((invoice) => invoice.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.invoices.every((invoice) => invoice.seller.id === ORG.riviera)).toBe(true);
  });

  it('shows the buyer the invoices it received', async () => {
    const get = await as(BUYER, ORG.alpine);
    const page = await json<InvoicePage>(await get('GET', 'api/marketplace/invoice'));
    expect(page.totalItems).toBeGreaterThan(0);
    expect(page.invoices.every((invoice) => invoice.client.id === ORG.alpine)).toBe(true);
  });

  it.each([
    ['invoiceState=paid', (i: Invoice) => i.status === 'paid'],
    ['invoiceState=to_be_paid', (i: Invoice) => i.status === 'to_be_paid'],
    ['paymentMethod=sepa_debit', (i: Invoice) => i.paymentMethod === 'sepa_debit'],
    ['invoiceType=invoice', (i: Invoice) => i.type === 'invoice'],
    ['statesCodes[]=delivered', (i: Invoice) => i.quotes.some((q) => q.state === 'delivered')],
  ])('filters by %s', async (filter, predicate) => {
    const get = await as(SELLER, ORG.riviera);
    const all = await json<InvoicePage>(
      await get('GET', 'api/marketplace/invoice?numberOfItemsPerPage=100'),
    );
    const page = await json<InvoicePage>(
      await get('GET', `api/marketplace/invoice?numberOfItemsPerPage=100&${filter}`),
    );
    expect(page.totalItems).toBeGreaterThan(0);
    expect(page.invoices.every(predicate)).toBe(true);
    expect(page.totalItems).toBeLessThanOrEqual(all.totalItems);
  });

  it('filters by date range, inclusive, and searches the number', async () => {
    const get = await as(SELLER, ORG.riviera);
    const sample = db.invoices.find((invoice) => invoice.seller.id === ORG.riviera);
    expect(sample).toBeDefined();
    const date = sample?.createdAt.slice(0, 10) ?? '';
    const ranged = await json<InvoicePage>(
      await get('GET', `api/marketplace/invoice?startAt=${date}&endAt=${date}`),
    );
    expect(ranged.invoices.map((i) => i.createdAt.slice(0, 10))).toContain(date);
    expect(ranged.invoices.every((i) => i.createdAt.startsWith(date))).toBe(true);
    const searched = await json<InvoicePage>(
      await get('GET', `api/marketplace/invoice?searchQuery=${sample?.number.toLowerCase() ?? ''}`),
    );
    expect(searched.invoices.map((invoice) => invoice.id)).toEqual([sample?.id]);
  });

  it('orders by reference when asked', async () => {
    const get = await as(SELLER, ORG.riviera);
    const page = await json<InvoicePage>(
      await get('GET', 'api/marketplace/invoice?referenceOrder=asc'),
    );
    const references = page.invoices.map((invoice) => invoice.reference);
    expect(references).toEqual([...references].sort());
  });

  it('answers 400 naming each malformed filter', async () => {
    const get = await as(SELLER, ORG.riviera);
    const response = await get(
      'GET',
      'api/marketplace/invoice?startAt=yesterday&invoiceState=lost&statesCodes=nope&referenceOrder=up',
    );
    expect(response.status).toBe(400);
    const body = await json<{ errors: Record<string, string[]> }>(response);
    expect(body.errors).toEqual({
      startAt: ['validator.date'],
      invoiceState: ['validator.choice'],
      statesCodes: ['validator.choice'],
      referenceOrder: ['validator.choice'],
    });
  });
});

describe('GET api/marketplace/invoice/{id}', () => {
  it('shows an invoice to its seller and its client, 404 to others', async () => {
    const invoice = db.invoices.find(
      (candidate) => candidate.seller.id === ORG.riviera && candidate.client.id === ORG.alpine,
    );
    const path = `api/marketplace/invoice/${invoice?.id ?? 0}`;
    expect((await (await as(SELLER, ORG.riviera))('GET', path)).status).toBe(200);
    expect((await (await as(BUYER, ORG.alpine))('GET', path)).status).toBe(200);
    const other = db.invoices.find(
      (candidate) => candidate.seller.id !== ORG.riviera && candidate.client.id !== ORG.riviera,
    );
    const response = await (
      await as(SELLER, ORG.riviera)
    )('GET', `api/marketplace/invoice/${other?.id ?? 0}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'errors.invoice_not_found' });
    expect(
      (await (await as(SELLER, ORG.riviera))('GET', 'api/marketplace/invoice/abc')).status,
    ).toBe(404);
  });
});

describe('GET export/marketplace/invoice', () => {
  it('downloads export.csv with a header row and the filtered invoices', async () => {
    const get = await as(SELLER, ORG.riviera);
    const response = await get('GET', 'export/marketplace/invoice?invoiceState=to_be_paid');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename=export.csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'number,reference,type,status,date,seller,client,currency,subtotal,discount,vat,totalDue,paymentMethod,paidAt,quotes,' +
        'aircraft_type,registration,call_sign,aoc,mtow,airports,flight_mission,crew_number,pax_number,customer_vat_number',
    );
    const expected = db.invoices.filter(
      (i) =>
        (i.seller.id === ORG.riviera || i.client.id === ORG.riviera) && i.status === 'to_be_paid',
    );
    expect(lines).toHaveLength(expected.length + 1);
    expect(lines.slice(1).every((line) => line.includes(',to_be_paid,'))).toBe(true);
  });

  it('answers 401 without a token and 400 for a malformed filter', async () => {
    expect((await call('GET', 'export/marketplace/invoice')).status).toBe(401);
    const get = await as(SELLER, ORG.riviera);
    expect((await get('GET', 'export/marketplace/invoice?paymentMethod=cash')).status).toBe(400);
  });
});
