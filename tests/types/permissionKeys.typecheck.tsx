/**
 * Type test, checked by `tsc --noEmit` (never run): a misspelled permission key fails the type
 * check wherever a key is written. Each `@ts-expect-error` fails the type check if its line
 * ever compiles; the lines without it prove that real keys still do.
 */
import { canKey, buildAbility } from '@/lib/auth/abilities';
import { Can } from '@/lib/auth/Can';
import { decideAccess } from '@/lib/auth/guardRules';
import { defineRoutes } from '@/lib/auth/routes';
import type { useCan } from '@/lib/auth/useCan';

const page = () => Promise.resolve({ default: () => null });

export const routeRows = defineRoutes([
  { id: 'x', path: '/crews', permission: 'CREW_VIEW', page },
  { id: 'x', path: '/slot-management', permission: 'TRIP_SLOT_MANAGEMENT_VIEW', page },
  // @ts-expect-error misspelled subject
  { id: 'x', path: '/crews', permission: 'CREWS_VIEW', page },
  // @ts-expect-error an action the subject does not have
  { id: 'x', path: '/negotiated-rates', permission: 'NEGOTIATED_RATE_DELETE', page },
]);

export function canChecks(can: ReturnType<typeof useCan>) {
  const ability = buildAbility([]);
  return [
    can('ORGANIZATION_ACCOUNT_AIRCRAFT_VIEW'),
    canKey(ability, 'OPERATOR_PARAMETER_DELETE'),
    // @ts-expect-error misspelled action
    can('CREW_VEIW'),
    // @ts-expect-error a key that does not exist (the cache page is OPERATOR_PARAMETER_DELETE)
    canKey(ability, 'OPERATOR_CACHE_DELETE'),
    // @ts-expect-error any string is not a key
    can('anything'),
  ];
}

export function guardChecks(can: ReturnType<typeof useCan>) {
  return [
    decideAccess({
      isPublic: false,
      permission: 'DASHBOARD_HANGAR_VIEW',
      isAuthenticated: true,
      can,
      path: '/',
    }),
    decideAccess({
      isPublic: false,
      // @ts-expect-error misspelled key in the guard's input
      permission: 'DASHBORD_HANGAR_VIEW',
      isAuthenticated: true,
      can,
      path: '/',
    }),
  ];
}

export const canElements = (
  <>
    <Can I="CREW_ADD">add</Can>
    {/* @ts-expect-error misspelled key in <Can I> */}
    <Can I="CREW_AD">add</Can>
    {/* @ts-expect-error lower case is not a key */}
    <Can I="crew_delete">delete</Can>
  </>
);
