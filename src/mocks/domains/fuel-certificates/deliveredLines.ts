import { http, HttpResponse } from 'msw';
import type { Schemas } from '../../../lib/api/contract';
import { QueryReader, forbidden, matchesWords, searchWords } from '../../api';
import { authorize } from '../../auth';
import { db } from '../../db';
import { eventsOf } from '../trips';
import { fuelTypeOf, registrationOf } from './deliveries';

type FuelDeliveredLine = Schemas['FuelDeliveredLine'];

/** The contract's `maxItems`: the latest lines are the ones a certificate is written for. */
const MAX_LINES = 100;

function eventTimes(): Map<number, string> {
  const times = new Map<number, string>();
  for (const step of db.trips.flatMap((trip) => trip.steps)) {
    for (const event of eventsOf(step)) times.set(event.id, event.scheduledAt);
  }
  return times;
}

/** The seller's delivered fuel lines of orders not cancelled, latest event first. */
export function deliveredLinesOf(sellerId: number): FuelDeliveredLine[] {
  const times = eventTimes();
  const counts = new Map<string, number>();
  for (const c of db.fuelCertificates) {
    const key = `${c.quoteId}/${c.quoteLineId}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return db.quotes
    .filter((quote) => quote.organization.id === sellerId && !quote.cancelled)
    .flatMap((quote) =>
      quote.lines
        .filter((line) => line.typology === 'fuel' && line.status === 'delivered')
        .map((line) => ({
          quoteId: quote.id,
          quoteLineId: line.id,
          quoteReference: quote.reference,
          client: { ...quote.client },
          registration: registrationOf(quote),
          productName: line.productName,
          fuelType: fuelTypeOf(line),
          quantity: line.quantity,
          eventAt: times.get(quote.eventId) ?? quote.updatedAt,
          certificates: counts.get(`${quote.id}/${line.id}`) ?? 0,
        })),
    )
    .sort((a, b) => b.eventAt.localeCompare(a.eventAt) || b.quoteLineId - a.quoteLineId);
}

/** GET api/fuel-certificate/delivered-lines [FUEL_EDIT]: the certificate form's choices. */
export const deliveredLinesHandler = http.get(
  '*/api/fuel-certificate/delivered-lines',
  ({ request }) => {
    const auth = authorize(request, 'FUEL_EDIT');
    if (auth instanceof Response) return auth;
    const organization = auth.organization;
    if (!organization?.seller) return forbidden();
    const query = new QueryReader(new URL(request.url).searchParams);
    const words = searchWords(query.text('searchQuery'));
    if (query.failed()) return query.badRequest();
    const lines = deliveredLinesOf(organization.id).filter((line) =>
      matchesWords(`${line.quoteReference} ${line.client.name} ${line.registration ?? ''}`, words),
    );
    return HttpResponse.json(lines.slice(0, MAX_LINES));
  },
);
