import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import routes from './routes';

describe('registration routes', () => {
  it('are the declared paths (literals in the startup chunk), public and bare', () => {
    expect(routes.map((route) => route.path)).toEqual([
      paths.register.pattern,
      paths.registration.pattern,
      paths.registerValidation.pattern,
      paths.registerValidate.pattern,
      paths.registrationValidation.pattern,
      paths.registrationUser.pattern,
      paths.registrationUserValidation.pattern,
      paths.registrationUserValid.pattern,
    ]);
    for (const route of routes) {
      expect(route).toMatchObject({ public: true, permission: null, layout: 'bare' });
    }
  });
});
