import type { ApiPaths } from '../../../lib/api/contract';
import {
  crewMemberChangesLimits,
  crewRoleValues,
  crewStatusValues,
} from '../../../lib/api/generated/constants';
import { enumValues } from '../../../lib/api/enumValues';
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

/** Sortable fields, sent as `order[<field>]=asc|desc`: the keys of the list's `order` parameter. */
type CrewListQuery = NonNullable<ApiPaths['/api/crew-member']['get']['parameters']['query']>;
type CrewMemberSort = keyof NonNullable<CrewListQuery['order']>;
const CREW_MEMBER_SORTS = enumValues<CrewMemberSort>()([
  'lastName',
  'crewRole',
  'licenceExpiryDate',
  'status',
]);
const COUNTRY_CODE = new RegExp(crewMemberChangesLimits.nationality.pattern);

/**
 * GET api/crew-member's query (the document's operation listCrewMembers), read strictly: the filters
 * and order of the organization's crew, or the 400 naming each malformed parameter.
 */
export function readCrewListQuery(
  params: URLSearchParams,
  today: string,
): ListQuery<CrewMemberRecord> | Response {
  const query = new QueryReader(params);
  const search = query.text('searchQuery');
  const crewRole = query.oneOf('crewRole', crewRoleValues);
  const status = query.oneOf('status', crewStatusValues);
  const nationality = query.matching('nationality', COUNTRY_CODE, VALIDATOR.country);
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
