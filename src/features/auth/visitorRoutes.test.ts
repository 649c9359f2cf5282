import { describe, expect, it } from 'vitest';
import { authPaths } from './paths';
import routes from './visitorRoutes';

describe('auth routes', () => {
  it.each([
    ['forgotPassword', authPaths.forgotPassword.pattern],
    ['forgotPasswordValidation', authPaths.forgotPasswordValidation.pattern],
    ['resetPassword', authPaths.resetPassword.pattern],
    ['resetPasswordValidation', authPaths.resetPasswordValidation.pattern],
    ['demoMailbox', authPaths.demoMailbox.pattern],
  ])('declares %s (%s) as a public bare page', (_name, pattern) => {
    const row = routes.find((route) => route.path === pattern);
    expect(row).toMatchObject({ public: true, permission: null, layout: 'bare' });
  });
});
