import { HttpResponse } from 'msw';
import {
  PRODUCT_TYPOLOGIES,
  SLICED_TYPOLOGIES,
  type FuelOffers,
  type ShopProviderDetails,
  type ShopProvidersPage,
} from '../../../entities/cart/contract';
import {
  QueryReader,
  VALIDATOR,
  apiError,
  badRequest,
  idParam,
  notFound,
  paginate,
} from '../../api';
import { authorize } from '../../auth';
import { db } from '../../db';
import { folded } from '../../api/validators';
import { airportById } from '../airports';
import { policyForProducts, toShopPolicy } from '../cancellation-policies';
import { recordProviderVisit } from '../visits';
import { currencyOf, shopContext } from './access';
import {
  activeSeller,
  categoriesOf,
  categoryFamily,
  findProduct,
  langOf,
  onSale,
  toProduct,
  toProvider,
  unitPriceIn,
} from './catalog';
import { pricedAtEvent } from './fuelPricing';
import { availability, readPeriod } from './hangar';
import { attributeFiltersOf, holdsAll, readWanted } from './attributeFilters';
import { apiHttp } from '../../api/http';

export const PROVIDER_NOT_FOUND = 'errors.provider_not_found';
export const PRODUCT_NOT_FOUND = 'errors.product_not_found';
export const PRODUCT_NOT_AT_AIRPORT = 'errors.product_not_at_airport';

function params(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}

/**
 * What every browsing call reads first from its query: the trip event it shops for (rights and
 * ownership checked; the airport too when `withAirport`) and the currency to price in.
 */
function shopQuery(request: Request, withAirport = false) {
  const search = params(request);
  const context = shopContext(request, {
    tripId: search.get('tripId') ?? undefined,
    eventId: search.get('eventId') ?? undefined,
    ...(withAirport && { airportId: search.get('airportId') ?? '' }),
  });
  if (context instanceof Response) return context;
  const currency = currencyOf(search.get('currency'));
  if (currency instanceof Response) return currency;
  return { search, context, currency };
}

/** GET api/shop/providers, providers/{id}, products/{id}, fuel, hangar/{id}/availability. */
export const browseHandlers = [
  apiHttp.get('/api/shop/providers', ({ request }) => {
    const read = shopQuery(request, true);
    if (read instanceof Response) return read;
    const { search, context, currency } = read;
    const query = new QueryReader(search);
    const categoryText = query.matching('categoryId', /^\d+$/, 'validator.number');
    const typology = query.oneOf('typology', PRODUCT_TYPOLOGIES);
    const text = query.text('search');
    const page = query.page(10);
    const wanted = readWanted([...search.getAll('attribute[]'), ...search.getAll('attribute')]);
    if (wanted === null) return badRequest({ attribute: [VALIDATOR.choice] });
    if (query.failed()) return query.badRequest();
    const lang = langOf(request);
    const here = onSale(context.auth.organization.id).filter(
      (p) => p.airportId === context.event.airportId,
    );
    const family = categoryText === undefined ? null : categoryFamily(Number(categoryText));
    const bySeller = new Map<number, typeof here>();
    for (const product of here) {
      const list = bySeller.get(product.sellerId) ?? [];
      list.push(product);
      bySeller.set(product.sellerId, list);
    }
    const needle = text === undefined ? null : folded(text);
    const providers = [...bySeller.entries()]
      .flatMap(([sellerId, products]) => {
        const seller = activeSeller(sellerId);
        if (!seller) return [];
        if (needle !== null && !folded(seller.commercialName).includes(needle)) return [];
        const matching = products.filter(
          (p) =>
            (family === null || p.categoryIds.some((id) => family.has(id))) &&
            (typology === undefined || p.typology === typology) &&
            holdsAll(p, wanted),
        );
        return matching.length > 0 ? [toProvider(seller, products, lang, currency)] : [];
      })
      .sort((a, b) => a.name.localeCompare(b.name));
    const body: ShopProvidersPage = {
      providers: paginate(providers, page),
      totalItems: providers.length,
      categories: categoriesOf(here, lang),
      attributeFilters: attributeFiltersOf(here, lang),
    };
    return HttpResponse.json(body);
  }),

  apiHttp.get('/api/shop/providers/{id}', ({ request, params: path }) => {
    const auth = authorize(request, 'TRIP_VIEW');
    if (auth instanceof Response) return auth;
    const search = params(request);
    const currency = currencyOf(search.get('currency'));
    if (currency instanceof Response) return currency;
    const query = new QueryReader(search);
    const airportText = query.matching('airportId', /^\d+$/, 'validator.number');
    const productIdsText = query.matching('productIds', /^\d+(,\d+)*$/, 'validator.number');
    if (query.failed()) return query.badRequest();
    const id = typeof path.id === 'string' ? idParam(path.id) : null;
    const seller = id === null ? undefined : activeSeller(id);
    const all = onSale(auth.organization?.id).filter((p) => p.sellerId === id);
    if (!seller || all.length === 0) return notFound(PROVIDER_NOT_FOUND);
    const lang = langOf(request);
    const airportId = airportText === undefined ? null : Number(airportText);
    const products = airportId === null ? all : all.filter((p) => p.airportId === airportId);
    const record = db.shopSellers.find((s) => s.sellerId === seller.id);
    const airportIds = [...new Set(all.map((p) => p.airportId))];
    // The policy of the products a cart holds (the checkout names them), else the default.
    const productIds = productIdsText === undefined ? [] : productIdsText.split(',').map(Number);
    const policy = policyForProducts(seller.id, productIds);
    const body: ShopProviderDetails = {
      id: seller.id,
      name: seller.commercialName,
      organizationTypology: seller.organizationTypology,
      city: seller.city,
      countryCode: seller.countryCode,
      presentation: record?.presentation[lang] ?? seller.description[lang],
      webSiteUrl: seller.webSiteUrl,
      phone: seller.phone,
      email: seller.email,
      airports: airportIds.flatMap((airport) => {
        const found = airportById(airport);
        return found ? [{ id: found.id, icao: found.icao, name: found.name }] : [];
      }),
      products: products.map((p) => toProduct(p, lang, currency)),
      cancellationPolicy: policy && toShopPolicy(policy),
    };
    // A buyer opening the page is a visit the seller's dashboard counts.
    recordProviderVisit(seller.id, auth.organization?.id);
    return HttpResponse.json(body);
  }),

  apiHttp.get('/api/shop/products/{id}', ({ request, params: path }) => {
    const read = shopQuery(request);
    if (read instanceof Response) return read;
    const { context, currency } = read;
    const product = findProduct(
      typeof path.id === 'string' ? idParam(path.id) : null,
      context.auth.organization.id,
    );
    if (!product) return notFound(PRODUCT_NOT_FOUND);
    if (product.airportId !== context.event.airportId) return apiError(400, PRODUCT_NOT_AT_AIRPORT);
    return HttpResponse.json(toProduct(pricedAtEvent(product, context), langOf(request), currency));
  }),

  apiHttp.get('/api/shop/fuel', ({ request }) => {
    const read = shopQuery(request, true);
    if (read instanceof Response) return read;
    const { context, currency } = read;
    const lang = langOf(request);
    const body: FuelOffers = onSale(context.auth.organization.id)
      .filter((p) => p.typology === 'fuel' && p.airportId === context.event.airportId)
      .map((p) => pricedAtEvent(p, context))
      .sort(
        (a, b) =>
          (unitPriceIn(a, currency) ?? Infinity) - (unitPriceIn(b, currency) ?? Infinity) ||
          a.id - b.id,
      )
      .map((p) => toProduct(p, lang, currency));
    return HttpResponse.json(body);
  }),

  apiHttp.get('/api/shop/hangar/{productId}/availability', ({ request, params: path }) => {
    const read = shopQuery(request);
    if (read instanceof Response) return read;
    const { search, context, currency } = read;
    const product = findProduct(
      typeof path.productId === 'string' ? idParam(path.productId) : null,
      context.auth.organization.id,
    );
    const sliced: readonly string[] = SLICED_TYPOLOGIES;
    if (!product || !sliced.includes(product.typology)) return notFound(PRODUCT_NOT_FOUND);
    if (product.airportId !== context.event.airportId) return apiError(400, PRODUCT_NOT_AT_AIRPORT);
    const period = readPeriod(search.get('startAt') ?? '', search.get('endAt') ?? '');
    if ('errors' in period) return badRequest(period.errors);
    return HttpResponse.json(availability(product, context.trip, period.nights, currency));
  }),
];
