import type { Right } from '../../lib/auth/types';

/**
 * The platform's rights (spec section 6). Convention of the demo API: a right is
 * `{ action, subject }` with the action a lower-case verb (read, list, create, write, delete,
 * import, request, group) and the subject in UPPER_SNAKE_CASE, e.g.
 * `{ action: 'read', subject: 'TRIP_ACCOUNTING' }`. The front turns it into the key
 * `TRIP_ACCOUNTING_VIEW` (read = VIEW, create = ADD, write = EDIT, others upper-cased).
 */
export const RIGHT_ACTIONS = [
  'read',
  'list',
  'create',
  'write',
  'delete',
  'import',
  'request',
  'group',
] as const;
export type RightAction = (typeof RIGHT_ACTIONS)[number];

const CRUD: readonly RightAction[] = ['read', 'list', 'create', 'write', 'delete'];
const READ: readonly RightAction[] = ['read'];
const READ_WRITE: readonly RightAction[] = ['read', 'write'];

/** Subject -> the actions that mean something for it; GET api/rights lists them all. */
export const RIGHT_FAMILIES: Readonly<Record<string, readonly RightAction[]>> = {
  DEFAULT: READ,
  // Platform administration.
  OPERATOR_ACCOUNTING: ['read', 'list'],
  OPERATOR_AIRCRAFT: CRUD,
  OPERATOR_AIRPORT: CRUD,
  OPERATOR_ATTRIBUTE: [...CRUD, 'import'],
  OPERATOR_CATEGORY: CRUD,
  OPERATOR_MAIL: ['read', 'list', 'write'],
  OPERATOR_ORGANIZATION: CRUD,
  OPERATOR_PARAMETER: ['read', 'write', 'delete'],
  OPERATOR_SERVICE: ['read', 'list', 'write'],
  OPERATOR_SUBSCRIPTION: CRUD,
  OPERATOR_TRANSLATION: ['read', 'list', 'write'],
  OPERATOR_TRIP: ['read', 'list'],
  OPERATOR_USER: CRUD,
  // The organization's own account.
  ORGANIZATION_ACCOUNT: READ_WRITE,
  ORGANIZATION_ACCOUNT_AIRCRAFT: CRUD,
  ORGANIZATION_ACCOUNT_HELICOPTER: CRUD,
  ORGANIZATION_USER: CRUD,
  // Trips.
  TRIP: ['read', 'list', 'create', 'write', 'delete'],
  TRIP_ACCOUNTING: READ_WRITE,
  TRIP_AIRPORT: READ_WRITE,
  TRIP_COMMENT: ['read', 'create'],
  TRIP_DOCUMENT: ['read', 'create', 'delete'],
  TRIP_EXTERNAL_SERVICE: READ_WRITE,
  TRIP_FLIGHT_PLAN: READ_WRITE,
  TRIP_GENDEC: READ_WRITE,
  TRIP_SERVICE: ['read', 'create', 'write'],
  TRIP_SLOT_MANAGEMENT: ['read', 'write', 'request'],
  TRIP_TRANSFER: READ_WRITE,
  // Selling and buying.
  ACCOUNTING: READ,
  CANCELLATION_POLICY: CRUD,
  PRICE_MANAGEMENT: CRUD,
  NEGOTIATED_RATE: READ,
  CREW: ['read', 'create', 'write', 'delete'],
  SERVICE: CRUD,
  CHAT: READ,
  DASHBOARD_HANGAR: READ,
  QUOTE: ['read', 'write', 'request'],
  QUOTE_CLAIM: ['read', 'create'],
  QUOTE_INVOICE: ['read', 'create', 'request'],
  QUOTE_PAID: READ,
  QUOTE_ON_CONTRACT: READ,
  SELLER_ACCOUNTING: READ,
  CLIENT_ACCOUNTING: READ,
  FUEL: ['read', 'write', 'import'],
  CALENDAR: READ,
  TRANSFER_HELICOPTER: ['read', 'request'],
};

export const ALL_RIGHTS: readonly Right[] = Object.entries(RIGHT_FAMILIES).flatMap(
  ([subject, actions]) => actions.map((action) => ({ action, subject })),
);

/** `grant('TRIP', 'read', 'create')` -> the two rights; a short way to write seeds. */
export function grant(subject: string, ...actions: RightAction[]): Right[] {
  return actions.map((action) => ({ action, subject }));
}

/** Every action of a family, as listed in RIGHT_FAMILIES. */
export function grantAll(subject: string): Right[] {
  return grant(subject, ...(RIGHT_FAMILIES[subject] ?? []));
}
