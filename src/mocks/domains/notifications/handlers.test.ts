// The bell's notifications: derived from the quotes' log by the other side, read state per user.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../lib/api/contract';
import { resetDemoApi } from '../../db';
import { call } from '../../testing';
import { ALPINE, as, buyer, fixture, json, seller } from '../orders/testkit';

type NotificationPage = Schemas['NotificationPage'];
type NotificationUnread = Schemas['NotificationUnread'];

beforeEach(() => resetDemoApi());

const page = async (auth: { token: string; organizationId?: number }) =>
  json<NotificationPage>(await call('GET', 'api/notification?numberOfItemsPerPage=100', auth));
const unread = async (auth: { token: string; organizationId?: number }) =>
  (await json<NotificationUnread>(await call('GET', 'api/notification/unread', auth))).unread;
/** The notifications about one quote (other sources, the chat's, have ids of their own). */
const about = (found: NotificationPage, quoteId: number) =>
  found.notifications.filter((n) => n.recordType === 'quote' && n.recordId === quoteId);

describe('notifications', () => {
  it('answers 401 without a token and 403 without an acting organization', async () => {
    expect((await call('GET', 'api/notification')).status).toBe(401);
    expect((await call('GET', 'api/notification/unread')).status).toBe(401);
    expect((await call('PATCH', 'api/notification/read-all')).status).toBe(401);
    const { token } = await buyer();
    expect((await call('GET', 'api/notification', { token })).status).toBe(403);
    expect((await call('PATCH', 'api/notification/read-all', { token })).status).toBe(403);
    const other = { token, organizationId: 3 };
    expect((await call('GET', 'api/notification/unread', other)).status).toBe(403);
  });

  it('tells the buyer what the seller did, with the reference, and not the seller itself', async () => {
    const quote = fixture('awaiting_for_quotation');
    const asSeller = await seller();
    expect((await call('PATCH', `api/quote/${quote.id}/refuse`, asSeller)).status).toBe(200);
    const forBuyer = about(await page(await buyer()), quote.id);
    expect(forBuyer).toEqual([
      expect.objectContaining({
        kind: 'order_refused',
        recordType: 'quote',
        reference: quote.reference,
        actor: quote.organization.name,
        read: false,
      }),
    ]);
    expect(about(await page(asSeller), quote.id)).toEqual([]);
  });

  it('derives each kind from its log event, newest first', async () => {
    const quote = fixture('validated');
    const party = { id: ALPINE, name: quote.client.name };
    const entry = (id: number, event: 'quote_request' | 'quote_validate' | 'claim', at: string) =>
      ({ id, event, at, organization: party, userName: 'Léa', detail: null }) as const;
    quote.log.push(
      entry(1, 'quote_request', '2030-01-01T10:00:00Z'),
      entry(2, 'quote_validate', '2030-01-02T10:00:00Z'),
      entry(3, 'claim', '2030-01-03T10:00:00Z'),
    );
    quote.paymentIntent = { id: 'pi_failed', status: 'requires_payment_method' };
    quote.updatedAt = '2030-01-04T10:00:00Z'; // newest: on the first page
    const kinds = about(await page(await seller()), quote.id).map((n) => n.kind);
    expect(kinds).toEqual(['payment_failed', 'claim', 'order_validated', 'quotation_request']);
  });

  it('keeps read state per user: one, then all; a colleague still sees them unread', async () => {
    const quote = fixture('awaiting_for_quotation');
    await call('PATCH', `api/quote/${quote.id}/refuse`, await seller());
    const asBuyer = await buyer();
    const before = await unread(asBuyer);
    expect(before).toBeGreaterThan(0);
    const [mine] = about(await page(asBuyer), quote.id);
    if (!mine) throw new Error('a notification expected');
    const read = await call('PATCH', `api/notification/${mine.id}/read`, asBuyer);
    expect(read.status).toBe(204);
    expect(await unread(asBuyer)).toBe(before - 1);
    expect(about(await page(asBuyer), quote.id)[0]?.read).toBe(true);
    const missing = await call('PATCH', 'api/notification/quote-999999-1/read', asBuyer);
    expect(missing.status).toBe(404);

    const colleague = await as('multi@demo.aero', ALPINE);
    const colleagueBefore = await unread(colleague);
    expect((await call('PATCH', 'api/notification/read-all', asBuyer)).status).toBe(204);
    expect(await unread(asBuyer)).toBe(0);
    expect((await page(asBuyer)).unread).toBe(0);
    expect(await unread(colleague)).toBe(colleagueBefore);
  });
});
