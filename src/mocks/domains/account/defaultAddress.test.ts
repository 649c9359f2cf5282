import { describe, expect, it } from 'vitest';
import { defaultAddressId } from './defaultAddress';

const book = (...defaults: boolean[]) => defaults.map((isDefault, i) => ({ id: i + 1, isDefault }));

describe('exactly one default address', () => {
  it.each([
    ['an empty book has none', [], null, null],
    ['the first address of a book becomes the default', book(false), null, 1],
    ['an address saved as default takes it over', book(true, false, false), 3, 3],
    ['the current default stays when nothing is preferred', book(false, true, false), null, 2],
    ['after deleting the default, the first left takes it', book(false, false), null, 1],
    ['an unknown preferred id keeps the current default', book(false, true), 9, 2],
  ] as const)('%s', (_name, addresses, preferred, expected) => {
    expect(defaultAddressId(addresses, preferred)).toBe(expected);
  });
});
