import type { PermissionKey } from '@/lib/auth/permissions';
import { db } from '@/mocks/db';

/**
 * For each guarded route (by its pattern in the gathered route table), the demo API calls its
 * screen makes that its permission guards: the screen's own read, or, where the screen only reads
 * what a wider right opens (an edit page reads the record it edits), the write it exists for.
 * Mutations are sent with an empty body: the right is checked before the body.
 *
 * Seeded ids: the buyer's organization 1 owns trip 1, whose step 1 lands at Nice (event 2, airport
 * 4), where the seller's organization 2 sells (products 10201-10206); quote 1 is the seller's for
 * that event; crew member 1, aircraft 1 and organization user 1 are the buyer's.
 */
export interface ScreenCall {
  label: string;
  method?: 'GET' | 'POST' | 'PATCH';
  url: string | ((actor: { organizationId: number | null }) => string);
  /**
   * The finer right the call checks instead of the route's key (DECISIONS.md, "Authority and
   * money": each action checks its own right); the route's key then only opens the screen.
   */
  key?: PermissionKey;
}

export interface ScreenCalls {
  calls: ScreenCall[];
  /** Where the calls must be made (default: the first demo user's organization holding the key). */
  organizationId?: number;
  /** Other keys that open the same calls (a handler shared by two screens), withdrawn too. */
  alsoOpenedBy?: string[];
}

const get = (url: ScreenCall['url'], label = typeof url === 'string' ? url : ''): ScreenCall => ({
  label: `GET ${label}`,
  url,
});
const write = (method: 'POST' | 'PATCH', url: string, key?: PermissionKey): ScreenCall => ({
  label: `${method} ${url}`,
  method,
  url,
  ...(key && { key }),
});

/** An invoice the acting organization issued or received. */
const invoiceOf = ({ organizationId }: { organizationId: number | null }) => {
  const invoice = db.invoices.find(
    (i) => i.seller.id === organizationId || i.client.id === organizationId,
  );
  return `api/marketplace/invoice/${invoice?.id ?? 0}`;
};

const NICE = 'tripId=1&stepId=1&eventId=2&airportId=4';
const shop = [get(`api/shop/providers?${NICE}`), get(`api/shop/providers/2?${NICE}`)];
const shopProduct = [get(`api/shop/products/10201?${NICE}`)];

export const SCREEN_CALLS: Readonly<Record<string, ScreenCalls>> = {
  '/accounting': { calls: [get('api/operator/accounting')] },
  '/parameters/organizations': { calls: [get('api/organization/2/accounting-parameters')] },
  '/organization/accounting/order/:id/show': {
    calls: [get('api/quote/1')],
    alsoOpenedBy: ['TRIP_ACCOUNTING_VIEW'],
  },
  '/organization/accounting/invoice/:id/show': {
    calls: [get(invoiceOf, 'api/marketplace/invoice/:id')],
    alsoOpenedBy: ['TRIP_ACCOUNTING_VIEW'],
  },
  '/cancellation-policies': { calls: [get('api/cancellation-policy')] },
  '/cancellation-policy/add': { calls: [write('POST', 'api/cancellation-policy')] },
  '/cancellation-policy/:id/edit': { calls: [write('PATCH', 'api/cancellation-policy/1')] },
  '/cancellation-policy/:id/duplicate': { calls: [write('POST', 'api/cancellation-policy')] },
  '/cancellation-policy/:id/show': { calls: [get('api/cancellation-policy/1')] },
  '/crews': { calls: [get('api/crew-member')] },
  '/prices-management': { calls: [get('api/price-management')] },
  '/price-management/add': { calls: [write('POST', 'api/price-management')] },
  '/price-management/:id/edit': { calls: [write('PATCH', 'api/price-management/1')] },
  '/price-management/:id/duplicate': { calls: [write('POST', 'api/price-management')] },
  '/price-management/:id/show': { calls: [get('api/price-management/1')] },
  '/negotiated-rates': { calls: [get('api/negotiated-rate')] },
  '/services': { calls: [get('api/product')], organizationId: 2 },
  '/services/add': { calls: [write('POST', 'api/product')], organizationId: 2 },
  '/services/edit/:id/:typology/:tab?': {
    calls: [write('PATCH', 'api/product/10206')],
    organizationId: 2,
  },
  '/services/show/:id/:typology/:tab?': {
    calls: [get('api/product/10206')],
    organizationId: 2,
  },
  '/operator-services': {
    calls: [get('api/operator/product'), get('api/operator/product-filters')],
  },
  '/operator-services/show/:id/:typology/:tab?': { calls: [get('api/operator/product/10206')] },
  '/crews/add': { calls: [write('POST', 'api/crew-member')] },
  '/crews/:id/edit': { calls: [write('PATCH', 'api/crew-member/1')] },
  '/crews/:id/duplicate': { calls: [write('POST', 'api/crew-member')] },
  '/crews/:id/show': { calls: [get('api/crew-member/1')] },
  '/organization-aircraft': { calls: [get('api/organization-aircraft')] },
  '/organization-aircraft/add': { calls: [write('POST', 'api/organization-aircraft')] },
  '/organization-aircraft/duplicate/:id': { calls: [write('POST', 'api/organization-aircraft')] },
  '/organization-aircraft/edit/:id': { calls: [write('PATCH', 'api/organization-aircraft/1')] },
  '/organization-aircraft/show/:id': { calls: [get('api/organization-aircraft/1')] },
  '/organization-helicopter': { calls: [get('api/organization-helicopter')] },
  '/aircrafts': { calls: [get('api/aircraft')] },
  '/invoices': { calls: [get('api/marketplace/invoice')] },
  '/invoice/:id/show': {
    calls: [get(invoiceOf, 'api/marketplace/invoice/:id')],
    alsoOpenedBy: ['ACCOUNTING_VIEW'],
  },
  // The airport page is TRIP_EDIT's (the leg's passengers); each finer action there checks its
  // own right (DECISIONS "Authority and money"): validating the airport is TRIP_AIRPORT_EDIT's.
  '/airport/:tripId/:eventId/:legId': {
    calls: [
      write('PATCH', 'api/trip-step-flight/1'),
      write('PATCH', 'api/trip-step/validate-airport/2', 'TRIP_AIRPORT_EDIT'),
    ],
  },
  '/trip/:tripId/step/:stepId/gendec': { calls: [get('api/trip-step/1/gendec')] },
  '/order': { calls: [get('api/quote')] },
  '/order/:id/show': { calls: [get('api/quote/1')], alsoOpenedBy: ['ACCOUNTING_VIEW'] },
  '/order/:id/add': { calls: [write('PATCH', 'api/quote/1')] },
  // The route asks for TRIP_ACCOUNTING_EDIT; the duplicate puts the quote's services back in the
  // cart and orders them through the checkout, which asks for TRIP_VIEW (the shop's right): the
  // same order any member with TRIP_VIEW can place from the shop. The route's key gates the
  // shortcut from the accounting screens, not a power the shop lacks (docs/decisions.md).
  '/order/:id/duplicate': { calls: [write('POST', 'api/shop/checkout', 'TRIP_VIEW')] },
  '/organization': { calls: [get('api/organization/1/infos')] },
  '/organization/:tab': { calls: [get('api/organization/1/infos')] },
  '/organization/:id/:tab': { calls: [write('PATCH', 'api/organization/2/infos')] },
  '/organization/:id/:tab/view': { calls: [get('api/organization/2/infos')] },
  '/organizations': { calls: [get('api/organization')] },
  '/organization/:organizationId/user-edit/:organizationUserId': {
    calls: [write('PATCH', 'api/organization/1/users/1')],
  },
  '/organization/:organizationId/user/:organizationUserId': {
    calls: [get('api/organization/1/users/1')],
  },
  '/shop/providers/:tripId/:stepId/:eventId/:airportId': { calls: shop },
  '/shop/provider/:providerId/:tripId/:stepId/:eventId/:airportId': { calls: shop },
  '/shop/provider/:providerId/:tripId/:stepId/:eventId': { calls: shop },
  '/shop/service/:providerId/:tripId/:stepId/:eventId/:airportId/:productId': {
    calls: shopProduct,
  },
  '/shop/providers/hangarDetail/:providerId/:tripId/:stepId/:eventId/:productId/:airportId': {
    calls: [get(`api/shop/hangar/10203/availability?${NICE}`)],
  },
  '/shop/providers/mandatoryPackage/:providerId/:tripId/:stepId/:eventId/:productId': {
    calls: shopProduct,
  },
  // Operator administration (issue 31).
  '/offers': { calls: [get('api/offer')] },
  '/offer/add': { calls: [write('POST', 'api/offer')] },
  '/offer/:id/:tab/show': { calls: [get('api/offer/1/info')] },
  '/offer/:id/:tab/edit': { calls: [write('PATCH', 'api/offer/1/info')] },
  '/translations': { calls: [get('api/translations')] },
  '/cache': { calls: [get('api/cache')] },
  // The attributes' list reads what the service form reads (any member); its export is the
  // operator's.
  '/attributes': { calls: [get('api/export/attribute')] },
  '/attribute/add': { calls: [write('POST', 'api/attribute')] },
  '/attribute/edit/:id': { calls: [write('PATCH', 'api/attribute/1')] },
  '/categories': { calls: [get('api/category/products')] },
  '/category': { calls: [write('POST', 'api/category')] },
  '/category/:id': { calls: [write('PATCH', 'api/category/1')] },
  '/parameters/products': { calls: [get('api/parameters/products')] },
  '/mail-template': { calls: [get('api/mail-template')] },
  '/mail-template/:id': { calls: [get('api/mail-template/1')] },
  '/mail-template/:id/edit': { calls: [write('PATCH', 'api/mail-template/1')] },
  // Airports are read by every member (a trip's legs); the list's own action is the add.
  '/airports': { calls: [write('POST', 'api/airport', 'OPERATOR_AIRPORT_ADD')] },
  '/airport/add': { calls: [write('POST', 'api/airport')] },
  '/airport/:id/edit': { calls: [write('PATCH', 'api/airport/1')] },
  '/users': { calls: [get('apps/user/users')] },
  '/user/:id': { calls: [get('apps/user/users/1')] },
  '/user/add': { calls: [write('POST', 'apps/user/users')] },
  '/fuel-prices': { calls: [get('api/fuel-price'), get('api/import/fuel-price')] },
  '/fuel-price/add': { calls: [write('POST', 'api/fuel-price')] },
  '/fuel-price/:id/edit': { calls: [write('PATCH', 'api/fuel-price/1')] },
  '/fuel-certificates': { calls: [get('api/fuel-certificate')] },
  '/fuel-certificate/add': { calls: [write('POST', 'api/fuel-certificate')] },
  '/fuel-certificate/:id/edit': { calls: [write('PATCH', 'api/fuel-certificate/1')] },
  '/fuel-certificate/:id/show': { calls: [get('api/fuel-certificate/1')] },
  '/hangar/dashboard': { calls: [get('api/hangar/variant')] },
  '/hangar/calendar': { calls: [get('api/hangar/variant')] },
  '/fuel/:tripId/:eventId': { calls: [get(`api/shop/fuel?${NICE}`)] },
  '/hangar/:tripId/:eventId': { calls: [get(`api/shop/providers?${NICE}&categoryId=2`)] },
  '/shop/checkout/:tripId/:stepId/:eventId/:airportId': {
    calls: [write('POST', 'api/shop/checkout')],
  },
  '/trip/:tripId/step/:stepId/event/:eventId/helicopters': {
    calls: [get(`api/shop/helicopters?${NICE}`)],
  },
  '/shop/service/helicopter/trip/:tripId/step/:stepId/event/:eventId/organization/:requiredOrganizationId/:destinationId/:type':
    { calls: [get(`api/shop/helicopter-offers?${NICE}&organizationId=3&destinationId=1`)] },
  '/shop/service/helicopter/trip/:tripId/step/:stepId/event/:eventId/organization/:requiredOrganizationId/:destinationId/:type/validate':
    { calls: [write('POST', 'api/shop/helicopter-order')] },
  '/slot-management': { calls: [get('api/slot')] },
  // The chat reads and writes with CHAT_VIEW alone (the seeded rights hold no other chat key).
  '/chat': {
    calls: [
      get('api/chat'),
      get('api/chat/1'),
      get('api/message/unread'),
      get('apps/chat/users/profile-user'),
      write('PATCH', 'api/chat'),
    ],
  },
  // The page reads the trip (TRIP_VIEW: spec section 7 has no slot read); the provider (the
  // seller, organization 2) decides the slot with TRIP_SLOT_MANAGEMENT_EDIT, which the screen
  // also asks before showing the decision (slotPowers).
  '/submit-slot/:tripId/:eventId/:legId': {
    calls: [write('PATCH', 'api/trip-step/slot/2', 'TRIP_SLOT_MANAGEMENT_EDIT')],
    organizationId: 2,
  },
  '/trips': { calls: [get('api/trip')] },
  '/operator/trips': { calls: [get('api/trip')] },
  '/trips/:tripId': { calls: [get('api/trip/1/infos')] },
  '/trip-view/:tripId': { calls: [get('api/trip/1/infos')] },
  '/trip-edit': { calls: [write('POST', 'api/trip')] },
  '/trip-edit/aircraft/:tripId': { calls: [write('PATCH', 'api/trip/1/infos')] },
  '/trip-edit/flight/:tripId': { calls: [write('POST', 'api/trip-step-flight')] },
};
