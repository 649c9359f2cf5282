import { describe, expect, it } from 'vitest';
import { emailOf, registrationTokenOf } from './navigationState';

describe('registration navigation state', () => {
  it.each([
    [{ email: 'a@b.c', token: 't0k' }, 'a@b.c', 't0k'],
    [{ email: '', token: 42 }, null, null],
    [null, null, null],
    ['text', null, null],
  ])('%j', (state, email, token) => {
    expect(emailOf(state)).toBe(email);
    expect(registrationTokenOf(state)).toBe(token);
  });
});
