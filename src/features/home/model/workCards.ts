import type { PermissionKey } from '@/lib/auth/permissions';
import type { RouteId } from '@/lib/paths/routeTo';
import type { CountedList } from '../api/home.api';

/** The work a home card counts (UI.md "Home"); its texts are `home:work.cards.<id>`. */
export type WorkCardId =
  | 'quotationsToValidate'
  | 'missingClearance'
  | 'cartsWaiting'
  | 'requestsToPrice'
  | 'ordersToPlan'
  | 'ordersToDeliver'
  | 'invoicesToSend'
  | 'claimsToAnswer'
  | 'organizationsAwaitingValidation';

/** Whose work: the acting organization's side, or the platform's (a user-level right). */
export type WorkSide = 'buyer' | 'seller' | 'platform';

/** A count read from a list endpoint, and the same list on screen with the same filters. */
export interface ListCount {
  kind: 'list';
  list: CountedList;
  /** The API's filters (page size 1, the total kept). */
  params: Readonly<Record<string, string>>;
  /** The screen listing them, and its URL filters (the list's own keys). */
  route: RouteId;
  search: Readonly<Record<string, string>>;
}

/** The carts are client state (entities/cart): counted on the device, no call. */
export interface CartCount {
  kind: 'carts';
}

export interface WorkCard {
  id: WorkCardId;
  side: WorkSide;
  /** The right of the screen the card opens: without it the card is not shown. */
  permission: PermissionKey;
  count: ListCount | CartCount;
}

/**
 * Quotes by state, not cancelled, that wait for the acting organization (`needsMyAction`: a
 * quotation the buyer refused, or a delivered order already invoiced, waits for nobody); the
 * orders list reads the same filters from its URL (`state`, `cancelled`, `needsAction`).
 */
function quotes(state: string): ListCount {
  return {
    kind: 'list',
    list: 'api/quote',
    params: { 'statesCodes[]': state, cancelled: 'false', needsMyAction: 'true' },
    route: 'orders.manager',
    search: { state, cancelled: 'false', needsAction: 'true' },
  };
}

export const WORK_CARDS: readonly WorkCard[] = [
  {
    id: 'quotationsToValidate',
    side: 'buyer',
    permission: 'TRIP_ACCOUNTING_VIEW',
    count: quotes('awaiting_customer_validation'),
  },
  {
    id: 'missingClearance',
    side: 'buyer',
    permission: 'TRIP_VIEW',
    count: {
      kind: 'list',
      list: 'api/trip',
      params: { missingClearance: 'true' },
      route: 'trips.list',
      search: { missingClearance: 'true' },
    },
  },
  { id: 'cartsWaiting', side: 'buyer', permission: 'TRIP_VIEW', count: { kind: 'carts' } },
  {
    id: 'requestsToPrice',
    side: 'seller',
    permission: 'TRIP_ACCOUNTING_VIEW',
    count: quotes('awaiting_for_quotation'),
  },
  {
    id: 'ordersToPlan',
    side: 'seller',
    permission: 'TRIP_ACCOUNTING_VIEW',
    count: quotes('validated'),
  },
  {
    id: 'ordersToDeliver',
    side: 'seller',
    permission: 'TRIP_ACCOUNTING_VIEW',
    count: quotes('awaiting_for_services_completed'),
  },
  {
    id: 'invoicesToSend',
    side: 'seller',
    permission: 'TRIP_ACCOUNTING_VIEW',
    count: quotes('delivered'),
  },
  {
    id: 'claimsToAnswer',
    side: 'seller',
    permission: 'TRIP_ACCOUNTING_VIEW',
    count: quotes('claimed'),
  },
  {
    id: 'organizationsAwaitingValidation',
    side: 'platform',
    permission: 'OPERATOR_ORGANIZATION_VIEW',
    count: {
      kind: 'list',
      list: 'api/organization',
      params: { organizationStatus: 'awaiting_validation' },
      route: 'organizations.list',
      search: { status: 'awaiting_validation' },
    },
  },
];

/** The acting organization's sides (its membership's flags); null when acting for none. */
export interface ActingSides {
  buyer: boolean;
  seller: boolean;
}

/**
 * The cards a member sees: those of the acting organization's sides and the platform's, each
 * only with the right of the screen it opens (as the menu hides what the member cannot open).
 */
export function visibleWorkCards(
  sides: ActingSides | null,
  can: (key: PermissionKey) => boolean,
  cards: readonly WorkCard[] = WORK_CARDS,
): WorkCard[] {
  return cards.filter((card) => {
    if (!can(card.permission)) return false;
    if (card.side === 'platform') return true;
    return sides?.[card.side] === true;
  });
}
