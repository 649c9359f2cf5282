import { db, isoDateIn } from '../../db';
import { call, login } from '../../testing';
import { ORG } from '../organizations';
import { PRODUCT } from '../shop';

export const RIVIERA_HANGAR = PRODUCT.rivieraHangar;
export const LEMAN_HANGAR = PRODUCT.lemanHangar;

export interface Session {
  token: string;
  organizationId: number;
}

async function as(email: string, organizationId: number): Promise<Session> {
  return { token: (await login(email)).token, organizationId };
}

/** Riviera's station manager: DASHBOARD_HANGAR_VIEW and _EDIT. */
export const seller = () => as('seller@demo.aero', ORG.riviera);
/** Riviera's ground handling agent: DASHBOARD_HANGAR_VIEW only. */
export const agent = () => as('julien.blanc@rivierajetcentre.fr', ORG.riviera);
/** Riviera's accounting member (custom workrole): no hangar right. */
export const accounting = () => as('emma.fontaine@rivierajetcentre.fr', ORG.riviera);
/** Léman Hangars' station manager: another seller. */
export const leman = () => as('anna.keller@leman-hangars.ch', 7);
export const buyer = () => as('buyer@demo.aero', ORG.alpine);

export function send(method: string, path: string, session?: Session, body?: unknown) {
  return call(method, path, { ...(session ?? {}), ...(body === undefined ? {} : { body }) });
}

/**
 * One of Riviera's hangar orders holding `slices` of its hangar for the nights of days `from` to `to`
 * (as the checkout books them); answers the order's reference.
 */
export function bookOrder(slices: number[], from: number, to: number): string {
  const quote = db.quotes.find(
    (q) =>
      q.organization.id === ORG.riviera &&
      !q.cancelled &&
      q.lines.some((line) => line.typology === 'hangar'),
  );
  if (!quote) throw new Error('no Riviera order');
  for (let day = from; day <= to; day += 1) {
    db.hangarBookings.push({
      productId: RIVIERA_HANGAR,
      date: isoDateIn(day),
      slices: slices.length,
      quoteId: quote.id,
      sliceNumbers: [...slices],
    });
  }
  return quote.reference;
}

/** A custom event on Riviera's hangar over the nights of days `from` to `to`. */
export function eventBody(slices: number[], from: number, to: number, extra: object = {}) {
  return {
    variantId: RIVIERA_HANGAR,
    name: 'Maintenance',
    reason: 'Door motor',
    slices,
    startDate: isoDateIn(from),
    endDate: isoDateIn(to),
    ...extra,
  };
}
