import { describe, expect, it } from 'vitest';
import { QueryReader, paginate } from './query';

const reader = (query: string) => new QueryReader(new URLSearchParams(query));

describe('QueryReader', () => {
  it.each([
    ['', { page: 1, perPage: 10 }],
    ['page=3&numberOfItemsPerPage=25', { page: 3, perPage: 25 }],
    ['numberOfItemsPerPage=100', { page: 1, perPage: 100 }],
  ])('reads the page of %j', (query, expected) => {
    const read = reader(query);
    expect(read.page()).toEqual(expected);
    expect(read.failed()).toBe(false);
  });

  it.each([
    'page=0',
    'page=abc',
    'page=1.5',
    'numberOfItemsPerPage=-5',
    'numberOfItemsPerPage=ten',
  ])('refuses %s with a field error named after the parameter', (query) => {
    const read = reader(query);
    read.page();
    expect(read.errors).toEqual({ [query.split('=')[0] ?? '']: ['validator.number'] });
  });

  it.each(['numberOfItemsPerPage=101', 'numberOfItemsPerPage=500', 'numberOfItemsPerPage=1e9'])(
    'refuses more than 100 items a page: %s',
    (query) => {
      const read = reader(query);
      read.page();
      expect(read.failed()).toBe(true);
      expect(Object.keys(read.errors)).toEqual(['numberOfItemsPerPage']);
    },
  );

  it('reads filters, absent or empty ones being off', () => {
    const read = reader('role=captain&flag=0&empty=&day=2026-05-31&search=+anna+');
    expect(read.oneOf('role', ['captain', 'other'])).toBe('captain');
    expect(read.boolean('flag')).toBe(false);
    expect(read.boolean('missing')).toBeUndefined();
    expect(read.oneOf('empty', ['a'])).toBeUndefined();
    expect(read.date('day')).toBe('2026-05-31');
    expect(read.text('search')).toBe('anna');
    expect(read.failed()).toBe(false);
  });

  it('collects every malformed value', () => {
    const read = reader('role=pilot&flag=maybe&day=tomorrow');
    read.oneOf('role', ['captain']);
    read.boolean('flag');
    read.date('day');
    expect(read.errors).toEqual({
      role: ['validator.choice'],
      flag: ['validator.choice'],
      day: ['validator.date'],
    });
  });

  it('reads order[field]=asc|desc in the order given, refusing unknown fields and directions', () => {
    const read = reader(
      'order[status]=DESC&order[lastName]=asc&order[secret]=asc&order[status2]=up',
    );
    expect(read.order(['lastName', 'status'])).toEqual([
      { field: 'status', direction: 'desc' },
      { field: 'lastName', direction: 'asc' },
    ]);
    expect(Object.keys(read.errors)).toEqual(['order[secret]', 'order[status2]']);
  });
});

describe('paginate', () => {
  it('cuts pages and answers an empty page past the end', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(paginate(items, { page: 3, perPage: 10 })).toEqual([20, 21, 22, 23, 24]);
    expect(paginate(items, { page: 4, perPage: 10 })).toEqual([]);
  });
});
