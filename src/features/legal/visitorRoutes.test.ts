import { describe, expect, it } from 'vitest';
import { legalPaths } from './paths';
import routes from './visitorRoutes';

describe('legal routes', () => {
  it('are the declared paths, public, bare, without permission', () => {
    expect(routes.map((route) => route.path)).toEqual([
      legalPaths.privacyPolicy.pattern,
      legalPaths.cookiesPolicy.pattern,
      legalPaths.termsOfServices.pattern,
      legalPaths.commercialTerms.pattern,
      legalPaths.termsOfUse.pattern,
      legalPaths.legalNotices.pattern,
      legalPaths.contact.pattern,
    ]);
    for (const route of routes) {
      expect(route).toMatchObject({ public: true, permission: null, layout: 'bare' });
      expect(route.namespaces?.[0]).toBe('legal');
    }
  });
});
