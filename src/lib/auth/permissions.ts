import type { Right } from './types';

/** The actions of a key (spec section 6): read = VIEW, create = ADD, write = EDIT, the rest as named. */
export const PERMISSION_ACTIONS = [
  'VIEW',
  'LIST',
  'ADD',
  'EDIT',
  'DELETE',
  'IMPORT',
  'REQUEST',
  'GROUP',
] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

const CRUD = ['VIEW', 'LIST', 'ADD', 'EDIT', 'DELETE'] as const;
const VIEW = ['VIEW'] as const;
const VIEW_EDIT = ['VIEW', 'EDIT'] as const;

/**
 * Every subject of spec section 6 and of the route table (section 2), with the actions that mean
 * something for it. To add a key, add its subject or action here: `PermissionKey` follows, and a
 * misspelled key anywhere (route row, `can()`, `<Can I>`) fails the type check. GROUP is an action
 * of the spec that no subject uses yet.
 */
export const PERMISSIONS = {
  DEFAULT: VIEW,
  // Platform administration (OPERATOR_*).
  OPERATOR_ACCOUNTING: ['VIEW', 'LIST'],
  OPERATOR_AIRCRAFT: CRUD,
  OPERATOR_AIRPORT: CRUD,
  OPERATOR_ATTRIBUTE: [...CRUD, 'IMPORT'],
  OPERATOR_CATEGORY: CRUD,
  OPERATOR_MAIL: ['VIEW', 'LIST', 'EDIT'],
  OPERATOR_ORGANIZATION: CRUD,
  // /cache is guarded by OPERATOR_PARAMETER_DELETE.
  OPERATOR_PARAMETER: ['VIEW', 'EDIT', 'DELETE'],
  OPERATOR_SERVICE: ['VIEW', 'LIST', 'EDIT'],
  OPERATOR_SUBSCRIPTION: CRUD,
  OPERATOR_TRANSLATION: ['VIEW', 'LIST', 'EDIT'],
  OPERATOR_TRIP: ['VIEW', 'LIST'],
  OPERATOR_USER: CRUD,
  // The organization's own account (ORGANIZATION_*).
  ORGANIZATION_ACCOUNT: VIEW_EDIT,
  ORGANIZATION_ACCOUNT_AIRCRAFT: CRUD,
  ORGANIZATION_ACCOUNT_HELICOPTER: CRUD,
  ORGANIZATION_USER: CRUD,
  // Trips (TRIP_*).
  TRIP: CRUD,
  TRIP_ACCOUNTING: VIEW_EDIT,
  TRIP_AIRPORT: VIEW_EDIT,
  TRIP_COMMENT: ['VIEW', 'ADD'],
  TRIP_DOCUMENT: ['VIEW', 'ADD', 'DELETE'],
  TRIP_EXTERNAL_SERVICE: VIEW_EDIT,
  TRIP_FLIGHT_PLAN: VIEW_EDIT,
  TRIP_GENDEC: VIEW_EDIT,
  TRIP_SERVICE: ['VIEW', 'ADD', 'EDIT'],
  TRIP_SLOT_MANAGEMENT: ['VIEW', 'EDIT', 'REQUEST'],
  TRIP_TRANSFER: VIEW_EDIT,
  // Selling, buying and the organization's resources.
  ACCOUNTING: VIEW,
  CANCELLATION_POLICY: CRUD,
  PRICE_MANAGEMENT: CRUD,
  NEGOTIATED_RATE: VIEW_EDIT,
  CREW: ['VIEW', 'ADD', 'EDIT', 'DELETE'],
  SERVICE: CRUD,
  CHAT: VIEW,
  DASHBOARD_HANGAR: VIEW_EDIT,
  QUOTE: ['VIEW', 'EDIT', 'REQUEST'],
  QUOTE_CLAIM: ['VIEW', 'ADD'],
  QUOTE_INVOICE: ['VIEW', 'ADD', 'REQUEST'],
  QUOTE_PAID: VIEW,
  QUOTE_ON_CONTRACT: VIEW,
  SELLER_ACCOUNTING: VIEW,
  CLIENT_ACCOUNTING: VIEW,
  FUEL: ['VIEW', 'EDIT', 'IMPORT'],
  CALENDAR: VIEW,
  TRANSFER_HELICOPTER: ['VIEW', 'REQUEST'],
} as const satisfies Record<string, readonly PermissionAction[]>;

type Catalogue = typeof PERMISSIONS;
export type PermissionSubject = keyof Catalogue;

/** A permission key `SUBJECT_ACTION` of the catalogue, e.g. `TRIP_ACCOUNTING_VIEW` (ARCHITECTURE.md rule 4). */
export type PermissionKey = {
  [S in PermissionSubject]: `${S}_${Catalogue[S][number]}`;
}[PermissionSubject];

/** The catalogue seen as plain strings, for checks on keys that come from outside. */
const catalogue: Readonly<Record<string, readonly string[]>> = PERMISSIONS;

/** Whether a key from the server (or anywhere untyped) is one of the catalogue. */
export function isPermissionKey(key: string): key is PermissionKey {
  const [action, subject] = splitPermissionKey(key);
  return Object.hasOwn(catalogue, subject) && catalogue[subject]?.includes(action) === true;
}

/** Every key of the catalogue, at run time (e.g. for the demo API's catalogue check). */
export const PERMISSION_KEYS: readonly PermissionKey[] = Object.entries(catalogue)
  .flatMap(([subject, actions]) => actions.map((action) => `${subject}_${action}`))
  .filter(isPermissionKey);

export const DEFAULT_PERMISSION: PermissionKey = 'DEFAULT_VIEW';

/** API actions aliased to key actions (DECISIONS.md: read = VIEW, create = ADD, write = EDIT). */
const ACTION_ALIASES: Record<string, string> = {
  read: 'VIEW',
  view: 'VIEW',
  create: 'ADD',
  add: 'ADD',
  write: 'EDIT',
  edit: 'EDIT',
};

export function actionOf(action: string): string {
  const lower = action.trim().toLowerCase();
  return ACTION_ALIASES[lower] ?? lower.toUpperCase();
}

export function subjectOf(subject: string): string {
  return subject
    .trim()
    .replace(/[\s-]+/g, '_')
    .toUpperCase();
}

/**
 * The key a right from the API grants. A plain string: the server may send rights the front
 * office does not know yet; the ability holds them anyway, and nothing typed can ask for them.
 */
export function permissionKeyOf(right: Right): string {
  return `${subjectOf(right.subject)}_${actionOf(right.action)}`;
}

/** Split a key at its last underscore: `TRIP_ACCOUNTING_VIEW` -> [`VIEW`, `TRIP_ACCOUNTING`]. */
export function splitPermissionKey(key: string): [action: string, subject: string] {
  const at = key.lastIndexOf('_');
  return [key.slice(at + 1), key.slice(0, at)];
}
