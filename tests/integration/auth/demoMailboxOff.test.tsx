import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as Env from '@/lib/config/env';
import { renderRoute } from '@tests/utils/renderRoute';

// A production build: demo accounts listed (VITE_DEMO_ACCOUNTS=true) but no demo mailbox.
vi.mock('@/lib/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof Env>();
  return { ...actual, env: { ...actual.env, demoAccounts: true, demoMailbox: false } };
});

describe('a build without the demo mailbox', () => {
  it('has no /demo/mailbox page: a visitor lands on the login form', async () => {
    const app = await renderRoute('/demo/mailbox');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(app.location().pathname).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'Demo mailbox' })).toBeNull();
  });

  it('does not link to it from the login page', async () => {
    await renderRoute('/login');
    const demo = await screen.findByRole('region', { name: 'Demo accounts' });
    expect(within(demo).getByText('buyer@demo.aero')).toBeInTheDocument();
    expect(within(demo).queryByRole('link', { name: 'the demo mailbox' })).toBeNull();
  });
});
