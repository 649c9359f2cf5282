import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import routes from './routes';

describe('legal routes', () => {
  it('are the declared paths, public, bare, without permission', () => {
    expect(routes.map((route) => route.path)).toEqual([
      paths.legal.privacyPolicy.pattern,
      paths.legal.cookiesPolicy.pattern,
      paths.legal.termsOfServices.pattern,
      paths.legal.commercialTerms.pattern,
      paths.legal.termsOfUse.pattern,
      paths.legal.legalNotices.pattern,
      paths.contact.pattern,
    ]);
    for (const route of routes) {
      expect(route).toMatchObject({ public: true, permission: null, layout: 'bare' });
      expect(route.namespaces?.[0]).toBe('legal');
    }
  });
});
