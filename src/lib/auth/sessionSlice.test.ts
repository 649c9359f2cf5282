import { describe, expect, it } from 'vitest';
import { identityFound, loggedIn, sessionSlice, tokenRefreshed } from './sessionSlice';
import type { AuthUser } from './types';

const reduce = sessionSlice.reducer;

/** The auth user as the spec lists it (section 3): no id, no email. */
const specUser: AuthUser = {
  token: 'access-1',
  refreshToken: 'refresh-1',
  firstName: 'Camille',
  lastName: 'Martin',
  profilePictureFileUrl: null,
  defaultLang: { code: 'fr' },
  defaultCurrency: { code: 'EUR' },
  rights: [],
  organizations: [],
};

describe('session slice: a session is its nonce, the user’s id and email are optional', () => {
  it('a login makes a new nonce each time, unless it joins a given session', () => {
    const first = reduce(undefined, loggedIn(specUser));
    const second = reduce(undefined, loggedIn(specUser));
    expect(first.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(second.nonce).not.toBe(first.nonce);
    expect(reduce(undefined, loggedIn(specUser, 's-7')).nonce).toBe('s-7');
  });

  it.each<[string, Partial<AuthUser>, { id?: number; email?: string }]>([
    ['an answer without them keeps the known id and email', {}, { id: 7, email: 'c@m.fr' }],
    ['an answer with them takes them', { id: 9, email: 'new@m.fr' }, { id: 9, email: 'new@m.fr' }],
  ])('refresh: %s', (_label, extra, expected) => {
    const known = reduce(
      reduce(undefined, loggedIn(specUser, 's-7')),
      identityFound({ id: 7, email: 'c@m.fr' }),
    );
    const next = reduce(
      known,
      tokenRefreshed({ ...specUser, ...extra, token: 'access-2', firstName: 'Cam' }),
    );
    expect(next.token).toBe('access-2');
    expect(next.nonce).toBe('s-7');
    expect(next.user).toMatchObject({ ...expected, firstName: 'Cam' });
  });

  it('a token-only refresh keeps the profile; a given nonce is adopted', () => {
    const state = reduce(undefined, loggedIn(specUser, 's-7'));
    const next = reduce(state, tokenRefreshed({ token: 'access-2' }, 's-9'));
    expect(next).toEqual({ token: 'access-2', user: state.user, nonce: 's-9' });
  });

  it('my account completes the profile the login left without id and email', () => {
    const state = reduce(undefined, loggedIn(specUser));
    expect(state.user?.id).toBeUndefined();
    const next = reduce(state, identityFound({ id: 7, email: 'c@m.fr' }));
    expect(next.user).toMatchObject({ id: 7, email: 'c@m.fr', firstName: 'Camille' });
    expect(reduce(undefined, identityFound({ id: 7, email: 'c@m.fr' })).user).toBeNull();
  });
});
