import type { Quote } from '../../../entities/quote/contract';
import type {
  ClaimNature,
  QuoteCancellationType,
  QuoteClientAddress,
  QuoteLineStatus,
  QuoteLogEvent,
  QuoteLogEventCode,
  QuotePaymentTerm,
  QuoteState,
  RefundType,
} from '../../../entities/quote/contract';
import { isOrderState } from '../../../entities/quote/contract';
import { roundMoney } from '../../../entities/quote/contract';
import { recompute } from './lines';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How a seeded quote lived: its state, flags and what happened (the log follows from it). */
export interface LifeScenario {
  state: QuoteState;
  paymentTerm?: QuotePaymentTerm;
  sellerAck?: boolean;
  invoiceSent?: boolean;
  invoiceRequested?: boolean;
  refused?: boolean;
  cancelledDraft?: boolean;
  /** The seller's quotation request was never priced (unit prices 0). */
  unpriced?: boolean;
  /** A card declined at validation (the quotation shows the payment error). */
  declined?: boolean;
  cancel?: {
    by: 'customer' | 'seller';
    type: QuoteCancellationType;
    daysAgo: number;
    /** The seller applied its policy: rule and rate. */
    applied?: { rule: string; priceRate: number };
  };
  claim?: { nature: ClaimNature; refund: RefundType | null; comment: string };
  /** Set the lines' statuses from the state (generated quotes). */
  lines?: boolean;
}

/** Who acts for the seeded organizations (demo users where there is one). */
const ACTORS: Readonly<Record<number, string>> = {
  1: 'Camille Laurent',
  2: 'Sophie Bernard',
  3: 'Marc Giordano',
  5: 'Élodie Marchetti',
  6: 'Henri Duval',
  7: 'Anna Keller',
  8: 'Karim Benali',
  11: 'Hannah Wright',
  13: 'Lukas Brenner',
  20: 'Yves Morel',
  23: 'Sarah Lindqvist',
};

const ADDRESSES: Readonly<Record<number, QuoteClientAddress>> = {
  1: {
    address: '12 quai Perrache',
    complementaryAddress: 'Bâtiment B, 3e étage',
    city: 'Lyon',
    postalCode: '69002',
    countryName: 'France',
  },
};

function lineStatusFor(state: QuoteState, index: number): QuoteLineStatus {
  switch (state) {
    case 'awaiting_for_quotation':
    case 'awaiting_customer_validation':
      return 'not_planned';
    case 'validated':
    case 'payment_not_started':
    case 'cancellation_applied':
      return index === 0 ? 'planned' : 'not_planned';
    case 'awaiting_for_services_completed':
      return index === 0 ? 'in_progress' : 'planned';
    default:
      return 'delivered';
  }
}

interface Step {
  event: QuoteLogEventCode;
  by: 'client' | 'seller' | 'platform';
  detail?: string | null;
  /** The amount the event concerns, in the quote's currency. */
  amount?: number;
  /** Before the event (ordering) or after it (delivery, invoicing, claims). */
  after?: boolean;
  /** A fixed time (ms), e.g. a cancellation n days ago. */
  at?: number;
}

/**
 * Gives a seeded quote its lifecycle: flags, line statuses, payment intent, address, claim,
 * cancellation, and a log dated between its creation and the demo day (`base`, midnight UTC),
 * events after the service dated after `eventAt`.
 */
export function applyLife(
  quote: Quote,
  life: LifeScenario,
  clock: { base: number; eventAt: string },
): void {
  const { state } = life;
  quote.state = state;
  if (life.paymentTerm) quote.paymentTerm = life.paymentTerm;
  if (life.lines) quote.lines.forEach((line, index) => (line.status = lineStatusFor(state, index)));
  if (life.unpriced) {
    for (const line of quote.lines) line.unitPrice = 0;
    recompute(quote);
  }
  quote.sellerAck = life.sellerAck ?? state !== 'awaiting_for_quotation';
  quote.invoiceSent = life.invoiceSent ?? quote.invoiceSent;
  quote.invoiceRequested = life.invoiceRequested ?? false;
  quote.refused = life.refused ?? false;
  quote.cancelledDraft = life.cancelledDraft ?? false;
  const order = isOrderState(state) || ['refunded', 'partial_refunded'].includes(state);
  const steps: Step[] = [{ event: 'quote_request', by: 'client' }];
  if (life.cancelledDraft) steps.push({ event: 'quote_cancel_draft', by: 'client' });
  if (life.refused && state === 'awaiting_for_quotation') {
    steps.push({ event: 'quote_refuse', by: 'seller' });
  }
  if (state !== 'awaiting_for_quotation') {
    steps.push({ event: 'quote_send', by: 'seller', amount: quote.totalIncludingTax });
  }
  if (life.refused && state === 'awaiting_customer_validation') {
    steps.push({ event: 'quote_refuse', by: 'client' });
  }
  const term = quote.paymentTerm;
  const escrow = term === 'payment_at_order_acceptance';
  if (life.declined && state === 'awaiting_customer_validation') {
    quote.paymentIntent = { id: `pi_seed_${quote.id}`, status: 'requires_payment_method' };
  }
  if (order) {
    steps.push({ event: 'quote_validate', by: 'client', amount: quote.totalIncludingTax });
    const address = ADDRESSES[quote.client.id];
    quote.clientAddress = address ? { ...address } : null;
    if (escrow) quote.paymentIntent = { id: `pi_seed_${quote.id}`, status: 'requires_capture' };
    if (quote.sellerAck) steps.push({ event: 'seller_ack', by: 'seller' });
    const statuses = new Set(quote.lines.map((line) => line.status));
    if (statuses.has('planned') || statuses.has('in_progress') || statuses.has('delivered')) {
      steps.push({ event: 'lines_status', by: 'seller', detail: 'planned' });
    }
    if (statuses.has('in_progress')) {
      steps.push({ event: 'lines_status', by: 'seller', detail: 'in_progress', after: true });
    }
    if (statuses.has('delivered')) {
      steps.push({ event: 'lines_status', by: 'seller', detail: 'delivered', after: true });
    }
    if (quote.invoiceRequested) steps.push({ event: 'invoice_request', by: 'client', after: true });
    if (quote.invoiceSent) {
      steps.push({ event: 'invoice_send', by: 'seller', after: true });
      quote.paymentIntent = { id: `pi_seed_${quote.id}`, status: 'succeeded' };
      quote.concretePaymentDate = null;
    }
  }
  if (life.claim) {
    const { nature, refund, comment } = life.claim;
    steps.push({ event: 'claim', by: 'client', detail: nature, after: true });
    const amount =
      refund === 'total_refund'
        ? quote.totalIncludingTax
        : refund === 'partial_refund'
          ? roundMoney(quote.totalIncludingTax * 0.3, quote.currency)
          : null;
    if (refund) {
      steps.push({
        event: 'claim_answer',
        by: 'seller',
        detail: refund,
        ...(amount === null ? {} : { amount }),
        after: true,
      });
    }
    quote.claim = {
      nature,
      comment,
      evidence: [],
      createdAt: '',
      refundType: refund,
      amount,
      answeredAt: null,
    };
  }
  const cancel = life.cancel;
  if (cancel) {
    const created = Date.parse(quote.createdAt);
    // Before the service when it is past; never before the quote was created.
    const wanted = Math.min(
      clock.base - cancel.daysAgo * DAY - 5 * HOUR,
      Date.parse(clock.eventAt) - 2 * HOUR,
    );
    const at = Math.max(wanted, created + 2 * HOUR);
    quote.cancelled = true;
    quote.cancelledBy = cancel.by;
    quote.cancelledAt = new Date(at).toISOString();
    if (order) {
      quote.cancellationPolicyType = cancel.type;
      steps.push({
        event: 'order_cancel',
        by: cancel.by === 'customer' ? 'client' : 'seller',
        detail: cancel.type,
        at,
      });
    } else {
      steps.push({ event: 'quote_cancel', by: 'client', at });
    }
    if (cancel.applied) {
      const fee = roundMoney(
        (quote.totalIncludingTax * cancel.applied.priceRate) / 100,
        quote.currency,
      );
      quote.cancellationPoliciesApplied = true;
      quote.cancellationFee = fee;
      if (escrow)
        quote.paymentIntent = {
          id: `pi_seed_${quote.id}`,
          status: fee > 0 ? 'succeeded' : 'canceled',
        };
      steps.push({
        event: 'cancellation_policies_apply',
        by: 'seller',
        detail: `${cancel.applied.rule} ${cancel.applied.priceRate} %`,
        amount: fee,
        at: Math.min(at + DAY, clock.base - HOUR),
      });
    }
  }
  quote.log = dated(steps, quote, clock);
  quote.updatedAt = quote.log.at(-1)?.at ?? quote.createdAt;
  if (quote.claim) {
    const claimed = quote.log.find((entry) => entry.event === 'claim');
    const answered = quote.log.find((entry) => entry.event === 'claim_answer');
    quote.claim.createdAt = claimed?.at ?? quote.updatedAt;
    quote.claim.answeredAt = answered?.at ?? null;
  }
}

/** Dates the steps: before the event between creation and then, after it up to the demo day. */
function dated(
  steps: Step[],
  quote: Quote,
  clock: { base: number; eventAt: string },
): QuoteLogEvent[] {
  const created = Date.parse(quote.createdAt);
  const eventAt = Date.parse(clock.eventAt);
  // Nothing happens after a cancellation but what follows from it (its fixed-time steps).
  const fixed = steps.flatMap((step) => (step.at === undefined ? [] : [step.at]));
  const end = Math.min(clock.base - 2 * HOUR, ...fixed.map((at) => at - HOUR));
  const beforeEnd = Math.max(created, Math.min(eventAt - 6 * HOUR, end));
  const afterStart = Math.min(Math.max(eventAt + HOUR, created), end);
  const before = steps.filter((step) => !step.after && step.at === undefined);
  const after = steps.filter((step) => step.after && step.at === undefined);
  const times = new Map<Step, number>();
  before.forEach((step, index) => {
    times.set(step, created + ((beforeEnd - created) * index) / Math.max(1, before.length));
  });
  after.forEach((step, index) => {
    times.set(step, afterStart + ((end - afterStart) * (index + 1)) / (after.length + 1));
  });
  for (const step of steps) if (step.at !== undefined) times.set(step, step.at);
  const hourly = (ms: number) => Math.floor(ms / (15 * 60_000)) * 15 * 60_000;
  return [...steps]
    .map((step) => ({ step, at: hourly(times.get(step) ?? created) }))
    .sort((a, b) => a.at - b.at)
    .map(({ step, at }, index) => {
      const party = step.by === 'client' ? quote.client : quote.organization;
      return Object.freeze({
        id: index + 1,
        event: step.event,
        at: new Date(at).toISOString(),
        organization: step.by === 'platform' ? null : { ...party },
        userName: step.by === 'platform' ? null : (ACTORS[party.id] ?? null),
        detail: step.detail ?? null,
        amount: step.amount ?? null,
        currency: step.amount === undefined ? null : quote.currency,
      });
    });
}

/** A copy of a seeded quote, quicker than structuredClone for 2,000+ quotes at every reset. */
export function copyQuote(quote: Quote): Quote {
  return {
    ...quote,
    organization: { ...quote.organization },
    client: { ...quote.client },
    lines: quote.lines.map((line) => ({ ...line })),
    clientAddress: quote.clientAddress ? { ...quote.clientAddress } : null,
    paymentIntent: quote.paymentIntent ? { ...quote.paymentIntent } : null,
    checkout: quote.checkout ? { ...quote.checkout } : null,
    invoiceConfiguration: quote.invoiceConfiguration ? { ...quote.invoiceConfiguration } : null,
    claim: quote.claim
      ? { ...quote.claim, evidence: quote.claim.evidence.map((file) => ({ ...file })) }
      : null,
    // Log events are never changed once written (frozen by the seed): shared, not copied.
    log: [...quote.log],
  };
}

const ACCEPTANCE: QuotePaymentTerm = 'payment_at_order_acceptance';
const INVOICE: QuotePaymentTerm = 'payment_at_invoice_creation';

/** Past services (the event more than 3 days ago), in the order each seller goes through them. */
const PAST: readonly LifeScenario[] = [
  { state: 'delivered', invoiceSent: true },
  { state: 'delivered', invoiceSent: true, paymentTerm: INVOICE },
  { state: 'delivered', invoiceSent: false },
  {
    state: 'claimed',
    invoiceSent: true,
    claim: { nature: 'quality', refund: null, comment: 'The cabin was not cleaned as ordered.' },
  },
  { state: 'delivered', invoiceSent: true },
  {
    state: 'partial_refunded',
    invoiceSent: true,
    claim: { nature: 'delay', refund: 'partial_refund', comment: 'Service delivered 50 min late.' },
  },
  { state: 'delivered', invoiceSent: false, invoiceRequested: true },
  {
    state: 'refunded',
    invoiceSent: true,
    claim: {
      nature: 'service_not_delivered',
      refund: 'total_refund',
      comment: 'Nobody met the crew on arrival.',
    },
  },
  { state: 'awaiting_for_services_completed', invoiceSent: false },
  {
    state: 'delivered',
    invoiceSent: true,
    claim: { nature: 'billing', refund: 'claim_rejected', comment: 'Two parking days billed.' },
  },
  {
    state: 'cancellation_applied',
    paymentTerm: ACCEPTANCE,
    cancel: {
      by: 'customer',
      type: 'cancelled',
      daysAgo: 0,
      applied: { rule: 'days_2', priceRate: 50 },
    },
  },
  { state: 'awaiting_customer_validation', refused: true },
  { state: 'awaiting_for_quotation', cancelledDraft: true },
  {
    state: 'cancellation_applied',
    paymentTerm: ACCEPTANCE,
    cancel: {
      by: 'seller',
      type: 'rescheduled',
      daysAgo: 0,
      applied: { rule: 'always', priceRate: 0 },
    },
  },
  { state: 'delivered', invoiceSent: true },
];

/** Services ahead (or today): quotations and orders not yet served. */
const AHEAD: readonly LifeScenario[] = [
  { state: 'validated', paymentTerm: ACCEPTANCE },
  { state: 'awaiting_customer_validation' },
  { state: 'validated', paymentTerm: ACCEPTANCE, sellerAck: false },
  { state: 'awaiting_for_quotation', unpriced: true, sellerAck: false },
  { state: 'payment_not_started', paymentTerm: INVOICE },
  { state: 'awaiting_customer_validation', paymentTerm: ACCEPTANCE, declined: true },
  { state: 'validated', paymentTerm: ACCEPTANCE, invoiceRequested: true },
  { state: 'awaiting_for_quotation', refused: true, sellerAck: false },
  { state: 'awaiting_for_quotation', cancelledDraft: true, sellerAck: false },
  { state: 'payment_not_started', paymentTerm: INVOICE, sellerAck: false },
  {
    state: 'awaiting_customer_validation',
    cancel: { by: 'customer', type: 'cancelled', daysAgo: 0 },
  },
  {
    state: 'validated',
    paymentTerm: ACCEPTANCE,
    cancel: { by: 'seller', type: 'rescheduled', daysAgo: 0 },
  },
  { state: 'awaiting_for_quotation', sellerAck: false },
];

/** The last few days: services under way or just delivered. */
const RECENT: readonly LifeScenario[] = [
  { state: 'awaiting_for_services_completed' },
  { state: 'delivered', invoiceSent: false },
  { state: 'awaiting_for_services_completed', invoiceRequested: true },
  { state: 'delivered', invoiceSent: true },
];

/**
 * The lifecycle of the n-th generated quote of a seller for an event `eventDay` days from the
 * demo day: each seller goes through every scenario of the period, so every state and flag is
 * present for each of them (line statuses follow the state).
 */
export function generatedLife(eventDay: number, n: number): LifeScenario {
  const list = eventDay < -3 ? PAST : eventDay < 0 ? RECENT : AHEAD;
  const picked = list[n % list.length] ?? { state: 'validated' };
  return { ...picked, lines: true };
}

/**
 * Two cancellations to show on the demo day: an order the client cancelled 8 days ago and left
 * (the 7-day rule closes it on the first read, releasing its escrow), and a recent one awaiting
 * the seller's cancellation policy.
 */
export const CANCELLED_8_DAYS_AGO: LifeScenario = {
  state: 'validated',
  paymentTerm: ACCEPTANCE,
  lines: true,
  cancel: { by: 'customer', type: 'cancelled', daysAgo: 8 },
};

export const CANCELLED_RECENTLY: LifeScenario = {
  state: 'validated',
  paymentTerm: ACCEPTANCE,
  lines: true,
  cancel: { by: 'customer', type: 'rescheduled', daysAgo: 1 },
};
