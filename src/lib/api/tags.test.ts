import { describe, expect, it } from 'vitest';
import {
  invalidatesItem,
  invalidatesList,
  LIST_ID,
  providesItem,
  providesList,
  type ItemArg,
  type ListResult,
  type ResourceTag,
} from './tags';

type Tag = ResourceTag<'Thing'>;
const LIST: Tag = { type: 'Thing', id: LIST_ID };

describe('providesList', () => {
  it.each<[string, ListResult | undefined, Tag[]]>([
    ['a failed or pending list: the LIST only', undefined, [LIST]],
    ['an empty page', { items: [] }, [LIST]],
    [
      'a page: the LIST and each item',
      { items: [{ id: 1 }, { id: 'b' }] },
      [LIST, { type: 'Thing', id: 1 }, { type: 'Thing', id: 'b' }],
    ],
    ['a plain array', [{ id: 7 }], [LIST, { type: 'Thing', id: 7 }]],
  ])('%s', (_name, result, expected) => {
    expect(providesList('Thing')(result)).toEqual(expected);
  });
});

describe('providesItem', () => {
  it.each<[string, { id: number } | undefined, ItemArg, Tag[]]>([
    ['the answered item', { id: 4 }, 4, [{ type: 'Thing', id: 4 }]],
    ['the argument when it failed', undefined, 9, [{ type: 'Thing', id: 9 }]],
    ['an object argument', undefined, { id: 3 }, [{ type: 'Thing', id: 3 }]],
  ])('%s', (_name, result, arg, expected) => {
    expect(providesItem('Thing')(result, undefined, arg)).toEqual(expected);
  });
});

describe('invalidates', () => {
  it('a create invalidates every list', () => {
    expect(invalidatesList('Thing')()).toEqual([LIST]);
  });

  it.each<[string, ItemArg, Tag[]]>([
    ['a delete by id', 5, [{ type: 'Thing', id: 5 }, LIST]],
    ['an update { id, ...changes }', { id: 'x' }, [{ type: 'Thing', id: 'x' }, LIST]],
  ])('%s invalidates the item and the LIST', (_name, arg, expected) => {
    expect(invalidatesItem('Thing')(undefined, undefined, arg)).toEqual(expected);
  });
});
