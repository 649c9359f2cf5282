import { describe, expect, it } from 'vitest';
import { enumList } from './enumList';

type Colour = 'red' | 'blue';

describe('enumList', () => {
  it('returns the list it is given, in its order', () => {
    expect(enumList<Colour>()(['blue', 'red'])).toEqual(['blue', 'red']);
  });

  it('refuses a list that leaves a member out or names a value the union lacks', () => {
    // @ts-expect-error 'blue' is missing
    enumList<Colour>()(['red']);
    // @ts-expect-error 'green' is not a Colour
    enumList<Colour>()(['red', 'blue', 'green']);
    expect(true).toBe(true);
  });
});
