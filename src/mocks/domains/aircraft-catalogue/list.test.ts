import { describe, expect, it } from 'vitest';
import { catalogueMeta } from './list';

describe('the catalogue meta', () => {
  it.each([
    // total, page, perPage -> first, previous, next, last
    [66, 1, 12, 1, null, 2, 6],
    [66, 3, 12, 1, 2, 4, 6],
    [66, 6, 12, 1, 5, null, 6],
    [66, 9, 12, 1, 6, null, 6],
    [60, 5, 12, 1, 4, null, 5],
    [61, 5, 12, 1, 4, 6, 6],
    [12, 1, 12, 1, null, null, 1],
    [1, 1, 100, 1, null, null, 1],
    [1, 2, 100, 1, 1, null, 1],
    [0, 1, 12, null, null, null, null],
    [0, 4, 12, null, null, null, null],
  ])(
    '%i items, page %i of %i: first %s, previous %s, next %s, last %s',
    (totalItems, page, perPage, firstPage, previousPage, nextPage, lastPage) => {
      expect(catalogueMeta(totalItems, { page, perPage })).toEqual({
        totalItems,
        perPage,
        firstPage,
        previousPage,
        nextPage,
        lastPage,
      });
    },
  );
});
