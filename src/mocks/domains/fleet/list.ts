import {
  CREW_MEMBER_SORTS,
  CREW_ROLES,
  CREW_STATUSES,
  type CrewMemberSort,
} from '../../../entities/fleet/contract';
import {
  QueryReader,
  VALIDATOR,
  matchesWords,
  naturalOrder,
  searchWords,
  type Ordering,
} from '../../api';
import type { ListQuery } from '../../crud';
import type { CrewMemberRecord } from './records';
import { ICAO_TYPE_DESIGNATOR } from './validation';

/**
 * GET api/crew-member's query (fleet.types.ts `CrewMemberFilters`), read strictly: the filters
 * and order of the organization's crew, or the 400 naming each malformed parameter.
 */
export function readCrewListQuery(
  params: URLSearchParams,
  today: string,
): ListQuery<CrewMemberRecord> | Response {
  const query = new QueryReader(params);
  const search = query.text('searchQuery');
  const crewRole = query.oneOf('crewRole', CREW_ROLES);
  const status = query.oneOf('status', CREW_STATUSES);
  const nationality = query.matching('nationality', /^[A-Z]{2}$/, VALIDATOR.country);
  const aircraftType = query.matching('aircraftType', ICAO_TYPE_DESIGNATOR, VALIDATOR.icaoType);
  const expired = query.boolean('licenceExpired');
  const after = query.date('licenceExpiryAfter');
  const before = query.date('licenceExpiryBefore');
  const orderings = query.order(CREW_MEMBER_SORTS);
  const page = query.page();
  if (query.failed()) return query.badRequest();

  const words = searchWords(search);
  const filter = (r: CrewMemberRecord) =>
    matchesSearch(r, words) &&
    (crewRole === undefined || r.crewRole === crewRole) &&
    (status === undefined || r.status === status) &&
    (nationality === undefined || r.nationality === nationality) &&
    (aircraftType === undefined || r.aircraftTypes.includes(aircraftType)) &&
    // Valid through its expiry date: expired once that date is before today.
    (expired === undefined || r.licenceExpiryDate < today === expired) &&
    (after === undefined || r.licenceExpiryDate >= after) &&
    (before === undefined || r.licenceExpiryDate <= before);
  return { filter, compare: comparator(orderings), page };
}

function matchesSearch(record: CrewMemberRecord, words: readonly string[]): boolean {
  return matchesWords(
    `${record.firstName} ${record.lastName} ${record.email} ${record.licenceNumber}`,
    words,
  );
}

/** Asked orderings first, then last name, first name and id, so pages never shuffle. */
function comparator(orderings: readonly Ordering<CrewMemberSort>[]) {
  const keys: Ordering<keyof CrewMemberRecord & string>[] = [
    ...orderings,
    { field: 'lastName', direction: 'asc' },
    { field: 'firstName', direction: 'asc' },
  ];
  return (a: CrewMemberRecord, b: CrewMemberRecord): number => {
    for (const { field, direction } of keys) {
      const order = naturalOrder.compare(String(a[field]), String(b[field]));
      if (order !== 0) return direction === 'asc' ? order : -order;
    }
    return a.id - b.id;
  };
}
