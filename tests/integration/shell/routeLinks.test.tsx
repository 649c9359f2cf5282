import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LoginLinks } from '@/features/auth/components/LoginLinks';

/**
 * A component rendered alone, without the app (no renderRoute): its link to another feature's
 * screen (`routeTo('registration.register')`) resolves against the route table tests/setup.ts
 * registers, to the same path as in the app.
 */
describe('links between features, in a component rendered alone', () => {
  it('go where they go in the app', () => {
    render(
      <MemoryRouter>
        <LoginLinks />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
