import { expect } from 'vitest';
import type {
  QuoteLineStatus,
  QuoteState,
  SeenCancellationPolicy,
} from '../../../entities/quote/contract';
import { newQuoteLifecycle, seenPolicyOf } from '../../../entities/quote/contract';
import { db, nowMs } from '../../db';
import { FILE_STARTS, login } from '../../testing';
import type { QuoteRecord } from './records';
import { policyOfQuote } from './terms';

/** Demo organizations of the orders tests. */
export const ALPINE = 1;
export const RIVIERA = 2;

export async function as(email: string, organizationId?: number) {
  const token = (await login(email)).token;
  return organizationId === undefined ? { token } : { token, organizationId };
}

export const buyer = () => as('buyer@demo.aero', ALPINE);
export const seller = () => as('seller@demo.aero', RIVIERA);

/** A 400's body: the API's error shape. */
export type Errors = { message: string; errors?: Record<string, string[]> };

export async function json<T>(response: Response, status = 200): Promise<T> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

/**
 * A Riviera (seller) -> Alpine (buyer) quote put in the state asked, made from a seeded one so
 * the tests do not depend on the seed's mix: nothing cancelled, no claim, no invoice, no log.
 */
export function fixture(
  state: QuoteState,
  changes: Partial<QuoteRecord> = {},
  lineStatus: QuoteLineStatus = state === 'awaiting_for_quotation' ? 'not_planned' : 'planned',
): QuoteRecord {
  return fixtureAt(0, state, changes, lineStatus);
}

/** As `fixture`, from the `index`-th such seeded quote (a test that needs two quotes). */
export function fixtureAt(
  index: number,
  state: QuoteState,
  changes: Partial<QuoteRecord> = {},
  lineStatus: QuoteLineStatus = state === 'awaiting_for_quotation' ? 'not_planned' : 'planned',
): QuoteRecord {
  const quote = db.quotes.filter(
    (q) => q.organization.id === RIVIERA && q.client.id === ALPINE && q.lines.length >= 2,
  )[index];
  if (!quote) throw new Error(`no seeded Riviera quote for Alpine (${index})`);
  Object.assign(quote, newQuoteLifecycle(), {
    state,
    cancelled: false,
    cancelledDraft: false,
    refused: false,
    invoiceSent: false,
    sellerAck: state !== 'awaiting_for_quotation',
    cancellationPoliciesApplied: false,
    paymentTerm: 'payment_at_order_acceptance',
    ...changes,
  });
  for (const line of quote.lines) line.status = lineStatus;
  return quote;
}

/** Moves the quote's event (trips domain) to `hours` from now on the demo clock. */
export function departIn(quote: QuoteRecord, hours: number): void {
  const event = db.trips
    .flatMap((trip) => trip.steps)
    .flatMap((step) =>
      step.className === 'TripFlight'
        ? [step.flightDeparture, step.flightArrival]
        : [step.transferDeparture],
    )
    .find((candidate) => candidate.id === quote.eventId);
  if (!event) throw new Error(`no event ${quote.eventId}`);
  event.scheduledAt = new Date(nowMs() + hours * 3_600_000).toISOString();
}

/**
 * What a validation sends of the quote as stored now: the total, version and cancellation policy
 * the buyer sees (the policy that would apply now: the preview's).
 */
export function seen(quoteId: number): {
  seenTotalIncludingTax: number;
  version: number;
  seenCancellationPolicy: SeenCancellationPolicy | null;
} {
  const quote = db.quotes.find((candidate) => candidate.id === quoteId);
  if (!quote) throw new Error(`no quote ${quoteId}`);
  return {
    seenTotalIncludingTax: quote.totalIncludingTax,
    version: quote.version ?? 1,
    seenCancellationPolicy: seenPolicyNow(quote),
  };
}

/** The cancellation policy a quotation's validation would copy now, as the buyer is shown it. */
export function seenPolicyNow(quote: QuoteRecord): SeenCancellationPolicy | null {
  return seenPolicyOf(policyOfQuote(quote).policy);
}

/** A multipart body as call() sends it: the encoded text and its boundary's content type. */
export { multipart } from '../../testing';

/** A form with one file whose content starts like its type (the demo API checks it). */
export function fileForm(name: string, type: string, content?: string): FormData {
  const start =
    Object.entries(FILE_STARTS).find(([known]) => known === type)?.[1] ??
    FILE_STARTS['application/pdf'];
  const form = new FormData();
  form.append('file', new File([content ?? start], name, { type }));
  return form;
}

/** The validate body paying with a new demo card (`DEMO_CARDS`). */
export const card = (number: string) => ({
  paymentMethodId: null,
  acceptSepaTerms: false,
  demoPaymentMethod: {
    type: 'card',
    number,
    expiry: '12/39',
    cvc: '123',
    holder: 'Camille Laurent',
  },
});
