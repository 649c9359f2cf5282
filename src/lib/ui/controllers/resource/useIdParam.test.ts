import { describe, expect, it } from 'vitest';
import { idFromParam } from './useIdParam';

describe('idFromParam', () => {
  it.each([
    ['7', 7],
    ['3036', 3036],
    ['007', 7],
    [undefined, null],
    ['', null],
    ['abc', null],
    ['7a', null],
    ['-1', null],
    ['1.5', null],
  ])('%j -> %j', (raw, id) => {
    expect(idFromParam(raw)).toBe(id);
  });
});
