import { describe, expect, it } from 'vitest';
import { visitorRoutes } from './visitorRouteTable';

/**
 * What the startup chunk can link to before the shell's table has loaded: the login page and the
 * guard (landing, not authorized, login), and the visitors' pages' links to one another. The other
 * tests load the whole table first (tests/setup.ts), so a missing row would only fail in a browser.
 */
describe("the startup chunk's route table", () => {
  it.each([
    'auth.login',
    'auth.notAuthorized',
    'auth.notFound',
    'home.index',
    'registration.register',
    'legal.privacyPolicy',
    'legal.termsOfUse',
  ])('holds %s', (id) => {
    expect(visitorRoutes.map((route) => route.id)).toContain(id);
  });

  it('holds no signed-in page but the landing, not authorized and the catch-all', () => {
    const inShell = visitorRoutes.filter((route) => route.layout !== 'bare').map((r) => r.id);
    expect(inShell.sort()).toEqual(['auth.notAuthorized', 'auth.notFound', 'home.index']);
  });
});
