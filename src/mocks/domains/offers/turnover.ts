import { roundMoney, type Quote } from '../../../entities/quote/contract';
import { VALIDATOR, messageWithValues } from '../../../lib/validation/messages';
import { db } from '../../db';
import { offerOfOrganization } from './offers';

/** An amount of `from` in `to` (the shop's rates: passed in, as the shop already imports offers). */
export type Convert = (amount: number, from: string, to: string) => number;

/** The day a quote counts on: its latest sending as a quotation, else its creation (an order). */
function countedOn(quote: Quote): string {
  const sent = quote.log.filter((e) => e.event === 'quote_send').at(-1);
  return (sent?.at ?? quote.createdAt).slice(0, 10);
}

/** A quotation sent or an order taken, and still standing (not cancelled, refused or withdrawn). */
function counts(quote: Quote): boolean {
  return (
    quote.state !== 'awaiting_for_quotation' &&
    !quote.cancelled &&
    !quote.refused &&
    !quote.cancelledDraft
  );
}

/**
 * The seller's turnover over its subscription period in effect, in its offer's currency: what
 * its sent quotations and orders come to, without tax, counted on the day they were sent or
 * taken; null without a subscription in effect.
 */
export function turnoverOfSeller(
  sellerId: number,
  convert: Convert,
): { amount: number; currency: string } | null {
  const offer = offerOfOrganization(sellerId);
  const subscription = db.subscriptions.find(
    (s) => s.organizationId === sellerId && (s.status === 'active' || s.status === 'pending'),
  );
  if (!offer || !subscription) return null;
  const currency = offer.currencyCode;
  const amount = db.quotes
    .filter((q) => q.organization.id === sellerId && counts(q))
    .filter((q) => {
      const day = countedOn(q);
      return day >= subscription.startAt && day <= subscription.endAt;
    })
    .reduce((sum, q) => sum + convert(q.totalExcludingTax, q.currency, currency), 0);
  return { amount: roundMoney(amount, currency), currency };
}

/**
 * The refusal of a quotation sent or an order taken for `added` (without tax) that takes the
 * seller's turnover past its offer's limit
 * (`validator.offer.turnover_max|{"max":250000,"currency":"EUR","offer":"OFF-FIX-ESS"}`), or null:
 * reaching the limit exactly is allowed, and so is nothing added.
 */
export function offerTurnoverRefusal(
  sellerId: number,
  added: { amount: number; currency: string },
  convert: Convert,
): string | null {
  const offer = offerOfOrganization(sellerId);
  const max = offer?.subscription.maxTurnover ?? null;
  const turnover = turnoverOfSeller(sellerId, convert);
  if (!offer || max === null || !turnover || added.amount <= 0) return null;
  const after = turnover.amount + convert(added.amount, added.currency, turnover.currency);
  if (roundMoney(after, turnover.currency) <= max) return null;
  return messageWithValues(VALIDATOR.offerTurnoverMax, {
    max,
    currency: turnover.currency,
    offer: offer.offerReference,
  });
}
