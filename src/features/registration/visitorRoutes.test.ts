import { describe, expect, it } from 'vitest';
import { registrationPaths } from './paths';
import routes from './visitorRoutes';

describe('registration routes', () => {
  it('are the declared paths, public and bare', () => {
    expect(routes.map((route) => route.path)).toEqual([
      registrationPaths.register.pattern,
      registrationPaths.registration.pattern,
      registrationPaths.registerValidation.pattern,
      registrationPaths.registerValidate.pattern,
      registrationPaths.registrationValidation.pattern,
      registrationPaths.registrationUser.pattern,
      registrationPaths.registrationUserValidation.pattern,
      registrationPaths.registrationUserValid.pattern,
    ]);
    for (const route of routes) {
      expect(route).toMatchObject({ public: true, permission: null, layout: 'bare' });
    }
  });
});
