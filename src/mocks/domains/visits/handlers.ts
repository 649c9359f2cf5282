import { HttpResponse } from 'msw';
import type { Schemas } from '../../../lib/api/contract';
import { QueryReader, VALIDATOR, forbidden, idParam } from '../../api';
import { apiHttp } from '../../api/http';
import { authorize } from '../../auth';
import { db, isoIn } from '../../db';

type ProviderVisits = Schemas['ProviderVisits'];

const DAY = 86_400_000;
/** The longest range read at once, in days. */
export const MAX_VISIT_DAYS = 366;

/**
 * A visit of `sellerId`'s page by the acting organization, now (the shop's GET
 * api/shop/providers/{id} calls it once it has answered the page). The seller looking at its
 * own page is no visit.
 */
export function recordProviderVisit(
  sellerId: number,
  visitorOrganizationId: number | undefined,
): void {
  if (visitorOrganizationId === undefined || visitorOrganizationId === sellerId) return;
  db.providerVisits.push({ sellerId, visitorOrganizationId, at: isoIn(0) });
}

/** The days start..end (both included) and their visits, zero included. */
function visitsOver(sellerId: number, start: string, end: string): ProviderVisits {
  const from = Date.parse(start);
  const to = Date.parse(end) + DAY;
  const days = new Map<string, { visits: number; visitors: Set<number> }>();
  for (let at = from; at < to; at += DAY) {
    days.set(new Date(at).toISOString().slice(0, 10), { visits: 0, visitors: new Set() });
  }
  const visitors = new Set<number>();
  let totalVisits = 0;
  for (const visit of db.providerVisits) {
    const at = Date.parse(visit.at);
    if (visit.sellerId !== sellerId || at < from || at >= to) continue;
    const day = days.get(visit.at.slice(0, 10));
    if (!day) continue;
    day.visits += 1;
    day.visitors.add(visit.visitorOrganizationId);
    visitors.add(visit.visitorOrganizationId);
    totalVisits += 1;
  }
  return {
    days: [...days.entries()].map(([date, day]) => ({
      date,
      visits: day.visits,
      visitors: day.visitors.size,
    })),
    totalVisits,
    totalVisitors: visitors.size,
  };
}

/** GET api/shop/providers/{id}/visits: the seller's own members with SELLER_ACCOUNTING_VIEW. */
export const visitHandlers = [
  apiHttp.get('/api/shop/providers/{id}/visits', ({ request, params }) => {
    const auth = authorize(request, 'SELLER_ACCOUNTING_VIEW');
    if (auth instanceof Response) return auth;
    const id = typeof params.id === 'string' ? idParam(params.id) : null;
    // Another organization learns nothing, not even whether the id is a seller.
    if (id === null || auth.organization?.id !== id) return forbidden();
    const query = new QueryReader(new URL(request.url).searchParams);
    const start = query.date('start');
    const end = query.date('end');
    for (const [name, value] of [
      ['start', start],
      ['end', end],
    ] as const) {
      if (value === undefined && query.errors[name] === undefined) {
        query.errors[name] = [VALIDATOR.required];
      }
    }
    if (query.failed() || start === undefined || end === undefined) return query.badRequest();
    const span = (Date.parse(end) - Date.parse(start)) / DAY + 1;
    if (span < 1 || span > MAX_VISIT_DAYS) {
      query.errors['end'] = [VALIDATOR.correctTimes];
      return query.badRequest();
    }
    return HttpResponse.json(visitsOver(id, start, end));
  }),
];
