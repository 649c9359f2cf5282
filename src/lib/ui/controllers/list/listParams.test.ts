import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  mergeListParams,
  pageSizeOptions,
  parseListParams,
  toSearchParams,
  type ListParams,
  type ListParamsOptions,
} from './listParams';

type Filter = 'status' | 'q';
const withFilters: ListParamsOptions<Filter> = { filterKeys: ['status', 'q'] };
const withDefaultSort: ListParamsOptions<Filter> = {
  ...withFilters,
  defaultSort: { sort: 'createdAt', order: 'desc' },
};

const DEFAULTS: ListParams<Filter> = {
  page: 1,
  pageSize: 10,
  sort: null,
  order: 'asc',
  filters: {},
};
type Row = [string, string, ListParamsOptions<Filter>, Partial<ListParams<Filter>>];

describe('parseListParams', () => {
  it.each<Row>([
    ['empty URL gives the defaults', '', {}, {}],
    ['reads page and page size', 'page=3&pageSize=25', {}, { page: 3, pageSize: 25 }],
    ['page 0 falls back to 1', 'page=0', {}, {}],
    ['negative page falls back to 1', 'page=-2', {}, {}],
    ['non-numeric page falls back to 1', 'page=two', {}, {}],
    ['decimal page falls back to 1', 'page=2.5', {}, {}],
    ['page size outside the options', 'pageSize=7', {}, {}],
    ['huge page size is refused', 'pageSize=10000', {}, {}],
    ['a list default page size', '', { defaultPageSize: 12 }, { pageSize: 12 }],
    ['a list default size is accepted', 'pageSize=12', { defaultPageSize: 12 }, { pageSize: 12 }],
    ['sort without order is ascending', 'sort=name', {}, { sort: 'name' }],
    ['sort and order', 'sort=name&order=desc', {}, { sort: 'name', order: 'desc' }],
    ['bad order is ascending', 'sort=name&order=up', {}, { sort: 'name' }],
    ['default sort', '', withDefaultSort, { sort: 'createdAt', order: 'desc' }],
    ['URL sort wins over the default', 'sort=name', withDefaultSort, { sort: 'name' }],
    [
      'filters it knows',
      'status=paid&q=LFPG&other=x',
      withFilters,
      { filters: { status: 'paid', q: 'LFPG' } },
    ],
    ['blank filters are dropped', 'status=%20&q=', withFilters, {}],
    [
      'prefixed keys',
      'legs.page=2&page=5&legs.status=open',
      { ...withFilters, prefix: 'legs' },
      { page: 2, filters: { status: 'open' } },
    ],
  ])('%s', (_name, query, options, expected) => {
    expect(parseListParams(new URLSearchParams(query), options)).toEqual({
      ...DEFAULTS,
      ...expected,
    });
  });
});

describe('toSearchParams', () => {
  const base: ListParams<Filter> = { page: 1, pageSize: 10, sort: null, order: 'asc', filters: {} };
  it.each<[string, ListParams<Filter>, ListParamsOptions<Filter>, string]>([
    ['defaults give an empty query', base, {}, ''],
    ['page and size', { ...base, page: 2, pageSize: 25 }, {}, 'page=2&pageSize=25'],
    ['sort and order', { ...base, sort: 'name', order: 'desc' }, {}, 'sort=name&order=desc'],
    [
      'the default sort is left out',
      { ...base, sort: 'createdAt', order: 'desc' },
      withDefaultSort,
      '',
    ],
    [
      'another order than the default is kept',
      { ...base, sort: 'createdAt', order: 'asc' },
      withDefaultSort,
      'sort=createdAt&order=asc',
    ],
    ['filters', { ...base, filters: { status: 'paid', q: ' ' } }, withFilters, 'status=paid'],
    ['prefix', { ...base, page: 3 }, { prefix: 'legs' }, 'legs.page=3'],
    ['a list default size is left out', { ...base, pageSize: 12 }, { defaultPageSize: 12 }, ''],
  ])('%s', (_name, params, options, expected) => {
    expect(toSearchParams(params, options).toString()).toBe(expected);
  });

  it('round-trips through parseListParams', () => {
    const params = fc.record({
      page: fc.integer({ min: 1, max: 10_000 }),
      pageSize: fc.constantFrom(5, 10, 25, 50),
      sort: fc.option(fc.stringMatching(/^[a-zA-Z_.]{1,12}$/), { nil: null }),
      order: fc.constantFrom('asc' as const, 'desc' as const),
      status: fc.option(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        { nil: undefined },
      ),
    });
    fc.assert(
      fc.property(params, ({ status, ...rest }) => {
        const input: ListParams<Filter> = {
          ...rest,
          order: rest.sort === null ? 'asc' : rest.order,
          filters: status === undefined ? {} : { status },
        };
        expect(parseListParams(toSearchParams(input, withFilters), withFilters)).toEqual(input);
      }),
    );
  });
});

describe('mergeListParams', () => {
  it('replaces the keys the list owns and keeps the others', () => {
    const current = new URLSearchParams('tab=quotes&page=4&status=paid&legs.page=2');
    const next = mergeListParams(
      current,
      { page: 1, pageSize: 10, sort: 'name', order: 'asc', filters: { q: 'x' } },
      withFilters,
    );
    expect(next.toString()).toBe('tab=quotes&legs.page=2&sort=name&order=asc&q=x');
  });
});

describe('pageSizeOptions', () => {
  it.each([
    [undefined, [5, 10, 25, 50]],
    [12, [5, 10, 12, 25, 50]],
    [25, [5, 10, 25, 50]],
  ])('default %s gives %j', (size, expected) => {
    expect(pageSizeOptions(size)).toEqual(expected);
  });
});
