import { describe, expect, it } from 'vitest';
import type { ListParams } from './listParams';
import {
  toFilterQuery,
  defineListQuery,
  listArgs,
  MalformedPageError,
  pageOf,
  toListQuery,
  toPage,
  type ListQuery,
  type ListQuerySpec,
} from './listQuery';

type Filter =
  'search' | 'role' | 'status' | 'expired' | 'expiry' | 'base' | 'aircraft' | 'type' | 'kind';
const spec: ListQuerySpec<Filter> = {
  search: 'search',
  filters: {
    role: 'crewRole',
    expired: { boolean: 'licenceExpired' },
    expiry: { dateRange: ['licenceExpiryAfter', 'licenceExpiryBefore'] },
    base: { id: 'organizationAirport' },
    aircraft: { ids: 'organizationAircraft' },
    type: { enum: ['PRIVATE', 'COMMERCIAL'] },
    kind: { enum: ['TRANSFER', 'FLIGHT'], name: 'stepType' },
  },
  sorts: { name: 'lastName' },
};
const base: ListParams<Filter> = { page: 1, pageSize: 10, sort: null, order: 'asc', filters: {} };
const paging = { page: 1, numberOfItemsPerPage: 10 };

describe('toListQuery', () => {
  it.each<[string, Partial<ListParams<Filter>>, ListQuery]>([
    ['page and page size', { page: 3, pageSize: 25 }, { page: 3, numberOfItemsPerPage: 25 }],
    ['no sort sends no order', {}, paging],
    [
      'a sort as order[field]',
      { sort: 'status', order: 'desc' },
      { ...paging, 'order[status]': 'desc' },
    ],
    ['a sort renamed', { sort: 'name' }, { ...paging, 'order[lastName]': 'asc' }],
    [
      'the search as searchQuery',
      { filters: { search: ' ada ' } },
      { ...paging, searchQuery: 'ada' },
    ],
    ['a filter renamed', { filters: { role: 'captain' } }, { ...paging, crewRole: 'captain' }],
    ['a filter kept as named', { filters: { status: 'active' } }, { ...paging, status: 'active' }],
    ['a boolean true', { filters: { expired: 'true' } }, { ...paging, licenceExpired: 'true' }],
    ['a boolean false', { filters: { expired: 'false' } }, { ...paging, licenceExpired: 'false' }],
    ['a boolean that is not one', { filters: { expired: 'yes' } }, paging],
    [
      'a date range to its two names',
      { filters: { expiry: '2026-01-01..2026-06-30' } },
      { ...paging, licenceExpiryAfter: '2026-01-01', licenceExpiryBefore: '2026-06-30' },
    ],
    [
      'an open-ended range',
      { filters: { expiry: '..2026-06-30' } },
      { ...paging, licenceExpiryBefore: '2026-06-30' },
    ],
    [
      'a range from a date',
      { filters: { expiry: '2026-01-01..' } },
      { ...paging, licenceExpiryAfter: '2026-01-01' },
    ],
    ['a malformed range', { filters: { expiry: '2026-02-30..soon' } }, paging],
    ['an id as a number', { filters: { base: ' 12 ' } }, { ...paging, organizationAirport: 12 }],
    ['an id that is not a whole number', { filters: { base: '1.5' } }, paging],
    ['an id of zero', { filters: { base: '0' } }, paging],
    ['an id written as text', { filters: { base: 'nice' } }, paging],
    ['an id too large to be exact', { filters: { base: '90071992547409931' } }, paging],
    [
      'a list of ids as an array, each once',
      { filters: { aircraft: '3, 5,3' } },
      { ...paging, organizationAircraft: [3, 5] },
    ],
    [
      'a list of ids without its malformed ones',
      { filters: { aircraft: '3,x,-4,' } },
      { ...paging, organizationAircraft: [3] },
    ],
    ['a list of ids with none valid', { filters: { aircraft: 'x,0' } }, paging],
    ['an enum value', { filters: { type: 'PRIVATE' } }, { ...paging, type: 'PRIVATE' }],
    ['an enum value of another case', { filters: { type: 'private' } }, paging],
    ['a value out of the enum', { filters: { type: 'MILITARY' } }, paging],
    ['an enum renamed', { filters: { kind: 'FLIGHT' } }, { ...paging, stepType: 'FLIGHT' }],
    [
      'blank values are left out',
      { filters: { search: '  ', role: '', status: undefined } },
      paging,
    ],
  ])('%s', (_name, params, expected) => {
    expect(toListQuery({ ...base, ...params }, spec)).toEqual(expected);
  });

  it('sends filters under their own names without a spec', () => {
    expect(toListQuery({ ...base, filters: { search: 'x' } })).toEqual({ ...paging, search: 'x' });
  });

  it('defineListQuery binds the spec once', () => {
    const crewQuery = defineListQuery(spec);
    expect(crewQuery({ ...base, filters: { role: 'other' } })).toEqual({
      ...paging,
      crewRole: 'other',
    });
  });

  it('listArgs keeps only the params (no setters) for a query argument', () => {
    const controller = { ...base, setPage: () => undefined, pageSizeOptions: [5] };
    expect(listArgs(controller)).toEqual(base);
  });
});

interface CrewPage {
  crewMembers: { id: number; name: string }[];
  totalItems: number;
}

describe('toFilterQuery', () => {
  it('maps the filters alone, as toListQuery does, without page, size or sort', () => {
    const spec: ListQuerySpec<'q' | 'base' | 'period' | 'other'> = {
      search: 'q',
      filters: { base: { ids: 'bases' }, period: { dateRange: ['after', 'before'] } },
    };
    expect(
      toFilterQuery({ q: ' ada ', base: '3,x,5', period: '2026-01-01..', other: '' }, spec),
    ).toEqual({ searchQuery: 'ada', bases: [3, 5], after: '2026-01-01' });
  });
});

describe('toPage / pageOf', () => {
  const adapt = pageOf<CrewPage>('crewMembers');

  it('turns the API page into items and total', () => {
    const items = [{ id: 1, name: 'Ada' }];
    expect(adapt({ crewMembers: items, totalItems: 31 })).toEqual({ items, total: 31 });
    expect(adapt({ crewMembers: [], totalItems: 0 })).toEqual({ items: [], total: 0 });
  });

  it.each<[string, unknown]>([
    ['nothing', undefined],
    ['null', null],
    ['a bare list', [{ id: 1 }]],
    ['another items key', { items: [], totalItems: 0 }],
    ['items that are not a list', { crewMembers: {}, totalItems: 0 }],
    ['no total', { crewMembers: [] }],
    ['a total as text', { crewMembers: [], totalItems: '3' }],
    ['a negative total', { crewMembers: [], totalItems: -1 }],
    ['a fractional total', { crewMembers: [], totalItems: 1.5 }],
  ])('refuses %s as a malformed page', (_name, response) => {
    expect(() => toPage(response, 'crewMembers')).toThrow(MalformedPageError);
  });

  it('types the items key against the page contract', () => {
    // @ts-expect-error: a misspelled items key fails the type check
    expect(() => pageOf<CrewPage>('crewMember')({ crewMembers: [], totalItems: 0 })).toThrow();
  });
});
