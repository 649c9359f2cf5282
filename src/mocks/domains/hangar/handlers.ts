import { HANGAR_CALENDAR_MAX_NIGHTS, HANGAR_DEFAULT_SLICES, HANGAR_ERRORS } from './constants';
import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import { QueryReader, VALIDATOR, badRequest, notFound } from '../../api';
import { today } from '../../db';
import { langOf } from '../shop';
import { dashboardOf } from './dashboard';
import { INCONSISTENT_DATE } from './eventRules';
import { calendarEntries, datesBetween, sliceBars } from './grid';
import { ownVariant, sellerFor, sellerVariants, slicesOf, toVariant } from './variants';

const VIEW = 'DASHBOARD_HANGAR_VIEW';

/** `from` and `to` (both required, in order, at most 62 nights), or the 400. */
function periodOf(request: Request): string[] | Response {
  const query = new QueryReader(new URL(request.url).searchParams);
  const from = query.date('from');
  const to = query.date('to');
  if (from === undefined && !query.errors.from) query.errors.from = [VALIDATOR.required];
  if (to === undefined && !query.errors.to) query.errors.to = [VALIDATOR.required];
  if (query.failed() || from === undefined || to === undefined) return query.badRequest();
  const dates = datesBetween(from, to);
  if (dates.length === 0 || dates.length > HANGAR_CALENDAR_MAX_NIGHTS) {
    return badRequest({ to: [INCONSISTENT_DATE] });
  }
  return dates;
}

/** Variants, their slices, dashboard, calendar and grid (spec section 7, "Hangar"). */
export const hangarHandlers = [
  apiHttp.get('/api/hangar/variant', ({ request }) => {
    const sellerId = sellerFor(request, VIEW);
    if (sellerId instanceof Response) return sellerId;
    return HttpResponse.json({
      variants: sellerVariants(sellerId).map((v) => toVariant(v, request)),
    });
  }),

  apiHttp.get('/api/hangar/variant/{id}', ({ request, params }) => {
    const found = ownVariant(request, params.id, VIEW);
    return found instanceof Response ? found : HttpResponse.json(toVariant(found.variant, request));
  }),

  apiHttp.get('/api/hangar/hangar-slices-number', ({ request }) => {
    const sellerId = sellerFor(request, VIEW);
    if (sellerId instanceof Response) return sellerId;
    const query = new QueryReader(new URL(request.url).searchParams);
    const variantId = query.matching('variantId', /^\d{1,15}$/, VALIDATOR.choice);
    if (query.failed()) return query.badRequest();
    const variants = sellerVariants(sellerId).filter(
      (v) => variantId === undefined || v.id === Number(variantId),
    );
    if (variantId !== undefined && variants.length === 0) {
      return notFound(HANGAR_ERRORS.variantNotFound);
    }
    const slicesNumber = Math.max(0, ...variants.map(slicesOf));
    const last = Math.min(HANGAR_DEFAULT_SLICES.to, slicesNumber);
    const defaultSelectedSlices: number[] = [];
    for (let slice = HANGAR_DEFAULT_SLICES.from; slice <= last; slice += 1) {
      defaultSelectedSlices.push(slice);
    }
    return HttpResponse.json({ slicesNumber, defaultSelectedSlices });
  }),

  apiHttp.get('/api/hangar-variant/{id}/dashboard', ({ request, params }) => {
    const found = ownVariant(request, params.id, VIEW);
    if (found instanceof Response) return found;
    const query = new QueryReader(new URL(request.url).searchParams);
    const date = query.date('date');
    if (query.failed()) return query.badRequest();
    return HttpResponse.json(dashboardOf(found.variant, date ?? today()));
  }),

  apiHttp.get('/api/hangar-variant/{id}/calendar', ({ request, params }) => {
    const found = ownVariant(request, params.id, VIEW);
    if (found instanceof Response) return found;
    const dates = periodOf(request);
    if (dates instanceof Response) return dates;
    const { bars, keys } = sliceBars(found.variant, dates, langOf(request));
    const [from = '', to = ''] = [dates[0], dates[dates.length - 1]];
    const entries = calendarEntries(bars, keys);
    return HttpResponse.json({ variantId: found.variant.id, from, to, entries });
  }),

  apiHttp.get('/api/hangar-variant/{id}/calendar/slices', ({ request, params }) => {
    const found = ownVariant(request, params.id, VIEW);
    if (found instanceof Response) return found;
    const dates = periodOf(request);
    if (dates instanceof Response) return dates;
    const { bars } = sliceBars(found.variant, dates, langOf(request));
    const [from = '', to = ''] = [dates[0], dates[dates.length - 1]];
    const slicesNumber = slicesOf(found.variant);
    return HttpResponse.json({ variantId: found.variant.id, from, to, slicesNumber, bars });
  }),
];
