import type { Right } from '../../../../lib/auth/types';
import { grant, grantAll } from '../../../db';
import type { Workrole } from '../records';

/** A buyer's flight operations manager: plans trips, buys services, manages fleet and staff. */
export const BUYER_MANAGER_RIGHTS: Right[] = [
  ...grant('TRIP', 'read', 'list', 'create', 'write', 'delete'),
  ...grant('TRIP_ACCOUNTING', 'read', 'write'),
  ...grant('TRIP_AIRPORT', 'read', 'write'),
  ...grant('TRIP_COMMENT', 'read', 'create'),
  ...grant('TRIP_DOCUMENT', 'read', 'create'),
  ...grant('TRIP_FLIGHT_PLAN', 'read', 'write'),
  ...grant('TRIP_GENDEC', 'read', 'write'),
  ...grant('TRIP_SERVICE', 'read', 'create'),
  ...grant('TRIP_SLOT_MANAGEMENT', 'read', 'request'),
  ...grant('TRIP_TRANSFER', 'read', 'write'),
  ...grant('QUOTE', 'read', 'write', 'request'),
  ...grant('QUOTE_CLAIM', 'read', 'create'),
  ...grant('QUOTE_INVOICE', 'read', 'request'),
  ...grant('CLIENT_ACCOUNTING', 'read'),
  ...grant('ACCOUNTING', 'read'),
  ...grant('CHAT', 'read'),
  ...grantAll('CREW'),
  ...grant('CALENDAR', 'read'),
  ...grant('ORGANIZATION_ACCOUNT', 'read'),
  ...grantAll('ORGANIZATION_USER'),
  ...grantAll('ORGANIZATION_ACCOUNT_AIRCRAFT'),
];

/** A seller's station manager: services, prices, policies, hangar, slots and the organization. */
export const SELLER_MANAGER_RIGHTS: Right[] = [
  ...grantAll('SERVICE'),
  ...grant('TRIP', 'read', 'list'),
  ...grant('TRIP_ACCOUNTING', 'read', 'write'),
  ...grant('TRIP_SLOT_MANAGEMENT', 'read', 'write'),
  ...grant('TRIP_COMMENT', 'read', 'create'),
  ...grantAll('PRICE_MANAGEMENT'),
  ...grantAll('CANCELLATION_POLICY'),
  ...grant('NEGOTIATED_RATE', 'read', 'write'),
  // Custom events on the hangar calendar (issue 30).
  ...grant('DASHBOARD_HANGAR', 'read', 'write'),
  ...grant('QUOTE', 'read', 'write'),
  // Answers its buyers' claims.
  ...grant('QUOTE_CLAIM', 'read', 'create'),
  ...grant('QUOTE_INVOICE', 'read', 'create'),
  ...grant('QUOTE_PAID', 'read'),
  ...grant('SELLER_ACCOUNTING', 'read'),
  ...grant('ACCOUNTING', 'read'),
  ...grant('FUEL', 'read', 'write', 'import'),
  ...grant('CALENDAR', 'read'),
  ...grant('CHAT', 'read'),
  ...grantAll('ORGANIZATION_ACCOUNT'),
  ...grantAll('ORGANIZATION_USER'),
];

/** A helicopter operator sells transfers: the seller set plus its fleet, crews and transfers. */
export const HELICOPTER_MANAGER_RIGHTS: Right[] = [
  ...SELLER_MANAGER_RIGHTS,
  ...grantAll('CREW'),
  ...grantAll('ORGANIZATION_ACCOUNT_HELICOPTER'),
  ...grantAll('TRIP_TRANSFER'),
  ...grantAll('TRANSFER_HELICOPTER'),
  // Its helicopters' calendars come from the external flight-operations service.
  ...grant('TRIP_EXTERNAL_SERVICE', 'read'),
];

/** User-level rights of the platform's administrators: every OPERATOR_* family, no trip accounting. */
export const OPERATOR_RIGHTS: Right[] = [
  ...[
    'OPERATOR_ACCOUNTING',
    'OPERATOR_AIRCRAFT',
    'OPERATOR_AIRPORT',
    'OPERATOR_ATTRIBUTE',
    'OPERATOR_CATEGORY',
    'OPERATOR_MAIL',
    'OPERATOR_ORGANIZATION',
    'OPERATOR_PARAMETER',
    'OPERATOR_SERVICE',
    'OPERATOR_SUBSCRIPTION',
    'OPERATOR_TRANSLATION',
    'OPERATOR_TRIP',
    'OPERATOR_USER',
  ].flatMap(grantAll),
  // /parameters/organizations is guarded by ACCOUNTING_VIEW (spec section 2).
  ...grant('ACCOUNTING', 'read'),
];

/** What a member of the platform organization holds in it (operator power is user-level). */
export const PLATFORM_MEMBER_RIGHTS: Right[] = [
  ...grant('ORGANIZATION_ACCOUNT', 'read'),
  ...grant('ORGANIZATION_USER', 'read', 'list'),
];

export const WORKROLE = {
  flightOperationsManager: 1,
  chiefPilot: 2,
  dispatcher: 3,
  accountant: 4,
  stationManager: 5,
  groundHandlingAgent: 6,
  helicopterOperationsManager: 7,
  platformAdministrator: 8,
  custom: 9,
  gendecDispatcher: 10,
} as const;

const CHIEF_PILOT_RIGHTS: Right[] = [
  ...grant('TRIP', 'read', 'list', 'create', 'write'),
  ...grant('TRIP_FLIGHT_PLAN', 'read', 'write'),
  ...grant('TRIP_GENDEC', 'read', 'write'),
  ...grant('TRIP_DOCUMENT', 'read', 'create'),
  ...grant('ORGANIZATION_ACCOUNT_AIRCRAFT', 'read', 'list'),
  // Reads the crew list, changes nothing in it (the demo's CREW_VIEW-only user).
  ...grant('CREW', 'read'),
  ...grant('CHAT', 'read'),
  ...grant('CALENDAR', 'read'),
];

const DISPATCHER_RIGHTS: Right[] = [
  ...grant('TRIP', 'read', 'list', 'create', 'write'),
  ...grant('TRIP_TRANSFER', 'read', 'write'),
  ...grant('TRIP_SERVICE', 'read', 'create'),
  ...grant('TRIP_SLOT_MANAGEMENT', 'read', 'request'),
  ...grant('TRIP_FLIGHT_PLAN', 'read', 'write'),
  ...grant('TRIP_AIRPORT', 'read', 'write'),
  ...grant('CHAT', 'read'),
  ...grant('CALENDAR', 'read'),
];

/** Prepares the general declarations of the flights: reads the trips, edits nothing but gendecs. */
const GENDEC_DISPATCHER_RIGHTS: Right[] = [
  ...grant('TRIP', 'read', 'list'),
  ...grant('TRIP_GENDEC', 'read', 'write'),
];

const ACCOUNTANT_RIGHTS: Right[] = [
  ...grant('TRIP_ACCOUNTING', 'read'),
  ...grant('ACCOUNTING', 'read'),
  ...grant('SELLER_ACCOUNTING', 'read'),
  ...grant('CLIENT_ACCOUNTING', 'read'),
  ...grant('QUOTE_INVOICE', 'read'),
  ...grant('QUOTE_PAID', 'read'),
];

const GROUND_AGENT_RIGHTS: Right[] = [
  ...grant('TRIP', 'read', 'list'),
  ...grant('TRIP_ACCOUNTING', 'read'),
  ...grant('TRIP_SLOT_MANAGEMENT', 'read'),
  ...grant('DASHBOARD_HANGAR', 'read'),
  ...grant('CHAT', 'read'),
  ...grant('CALENDAR', 'read'),
];

/** Rights are shared constants here: seed() deep-copies the database before handing it out. */
export function seedWorkroles(): Workrole[] {
  const role = (
    id: number,
    code: string,
    name: string,
    side: Workrole['side'],
    rights: Right[],
  ) => ({ id, code, name, side, rights });
  // prettier-ignore
  return [
    role(WORKROLE.flightOperationsManager, 'flight_operations_manager', 'Flight operations manager', 'buyer', BUYER_MANAGER_RIGHTS),
    role(WORKROLE.chiefPilot, 'chief_pilot', 'Chief pilot', 'buyer', CHIEF_PILOT_RIGHTS),
    role(WORKROLE.dispatcher, 'dispatcher', 'Dispatcher', 'buyer', DISPATCHER_RIGHTS),
    role(WORKROLE.gendecDispatcher, 'gendec_dispatcher', 'Gendec dispatcher', 'buyer', GENDEC_DISPATCHER_RIGHTS),
    role(WORKROLE.accountant, 'accountant', 'Accountant', 'any', ACCOUNTANT_RIGHTS),
    role(WORKROLE.stationManager, 'station_manager', 'Station manager', 'seller', SELLER_MANAGER_RIGHTS),
    role(WORKROLE.groundHandlingAgent, 'ground_handling_agent', 'Ground handling agent', 'seller', GROUND_AGENT_RIGHTS),
    role(WORKROLE.helicopterOperationsManager, 'helicopter_operations_manager', 'Helicopter operations manager', 'seller', HELICOPTER_MANAGER_RIGHTS),
    role(WORKROLE.platformAdministrator, 'platform_administrator', 'Platform administrator', 'operator', PLATFORM_MEMBER_RIGHTS),
    // Custom predefines nothing: rights are then set user by user.
    role(WORKROLE.custom, 'custom', 'Custom', 'any', []),
  ];
}
