/**
 * Type test, checked by `tsc --noEmit` (never run): path builders take exactly the parameters
 * of their pattern, and limited ones (tabs) only their listed values.
 */
import { paths } from '@/lib/paths';

export function pathChecks() {
  const crewShow: '/crews/:id/show' = paths.crews.show.pattern;
  return [
    crewShow,
    paths.home(),
    paths.crews.show({ id: 7 }),
    paths.account({ tab: 'security' }),
    paths.legs.airport({ tripId: 1, eventId: '2', legId: 3 }),
    // @ts-expect-error a missing parameter
    paths.crews.show(),
    // @ts-expect-error a misspelled parameter
    paths.crews.show({ ID: 7 }),
    // @ts-expect-error one parameter of three
    paths.legs.airport({ tripId: 1 }),
    // @ts-expect-error a tab that does not exist
    paths.account({ tab: 'admin' }),
    // @ts-expect-error a path with no parameter takes none
    paths.home({ id: 1 }),
    // @ts-expect-error a value that is neither a string nor a number
    paths.crews.edit({ id: null }),
  ];
}
