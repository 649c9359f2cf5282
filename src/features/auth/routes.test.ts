import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import routes from './routes';

describe('auth routes', () => {
  it.each([
    ['forgotPassword', paths.forgotPassword.pattern],
    ['forgotPasswordValidation', paths.forgotPasswordValidation.pattern],
    ['resetPassword', paths.resetPassword.pattern],
    ['resetPasswordValidation', paths.resetPasswordValidation.pattern],
    ['demoMailbox', paths.demoMailbox.pattern],
  ])('declares %s (%s) as a public bare page', (_name, pattern) => {
    const row = routes.find((route) => route.path === pattern);
    expect(row).toMatchObject({ public: true, permission: null, layout: 'bare' });
  });
});
