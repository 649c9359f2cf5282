import { describe, expect, it } from 'vitest';
import { isLeakedPassword } from './leakedPasswords';

describe('isLeakedPassword', () => {
  it.each([
    ['password', true],
    ['Password123!', true],
    ['Dragon2024$', true],
    ['qwerty', true],
    ['Tr1ck-Gl@cier-Ferry-42', false],
    ['Zq7!mVb#2LkP9', false],
    ['', false],
  ])('%s -> %s', (password, expected) => {
    expect(isLeakedPassword(password)).toBe(expected);
  });
});
