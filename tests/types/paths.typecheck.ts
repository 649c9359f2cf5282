/**
 * Type test, checked by `tsc --noEmit` (never run): path builders take exactly the parameters
 * of their pattern, and limited ones (tabs) only their listed values; so do route ids
 * (`routeTo`, typed by the generated map src/lib/paths/routeIds.gen.ts).
 */
import { route } from '@/lib/pathBuilder';
import { routeTo } from '@/lib/paths/routeTo';

const crewShowPath = route('/crews/:id/show');
const accountPath = route('/account/:tab', { tab: ['security', 'main-info'] });
const homePath = route('/');

export function pathChecks() {
  const crewShow: '/crews/:id/show' = crewShowPath.pattern;
  return [
    crewShow,
    homePath(),
    crewShowPath({ id: 7 }),
    accountPath({ tab: 'security' }),
    // @ts-expect-error a missing parameter
    crewShowPath(),
    // @ts-expect-error a misspelled parameter
    crewShowPath({ ID: 7 }),
    // @ts-expect-error a tab that does not exist
    accountPath({ tab: 'admin' }),
    // @ts-expect-error a path with no parameter takes none
    homePath({ id: 1 }),
    // @ts-expect-error a value that is neither a string nor a number
    crewShowPath({ id: null }),
  ];
}

export function routeIdChecks() {
  return [
    routeTo('home.index'),
    routeTo('orders.show', { id: 7 }),
    routeTo('legs.airport', { tripId: 1, eventId: '2', legId: 3 }),
    routeTo('account.show', { tab: 'payment-method' }),
    // An optional `{tab}` (`/account/:tab?`) may be left out.
    routeTo('account.show'),
    routeTo('organizations.own', { tab: 'accounting' }),
    // @ts-expect-error an id no routes.ts declares
    routeTo('orders.shw', { id: 7 }),
    // @ts-expect-error a missing parameter
    routeTo('orders.show'),
    // @ts-expect-error a misspelled parameter
    routeTo('orders.show', { ID: 7 }),
    // @ts-expect-error one parameter of three
    routeTo('legs.airport', { tripId: 1 }),
    // @ts-expect-error a tab that does not exist
    routeTo('organizations.own', { tab: 'admin' }),
    // @ts-expect-error a path with no parameter takes none
    routeTo('home.index', { id: 1 }),
    // @ts-expect-error a value that is neither a string nor a number
    routeTo('orders.show', { id: null }),
  ];
}
