import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/utils/renderRoute';
import { routesWithTestRows } from '@tests/utils/testRoutes';

const path = (app: Awaited<ReturnType<typeof renderRoute>>) =>
  `${app.location().pathname}${app.location().search}`;

describe('route guard (spec section 2)', () => {
  it('sends an anonymous visitor of a private page to login with the page as redirect', async () => {
    const app = await renderRoute('/some/deep/link?x=1');
    await screen.findByRole('button', { name: 'Log in' });
    expect(path(app)).toBe('/login?redirect=%2Fsome%2Fdeep%2Flink%3Fx%3D1');
  });

  it('shows public pages without login', async () => {
    const app = await renderRoute('/maintenance');
    expect(
      await screen.findByRole('heading', { name: 'Maintenance in progress' }),
    ).toBeInTheDocument();
    expect(path(app)).toBe('/maintenance');
  });

  it('after login goes back to the redirect page', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/login?redirect=%2Fnot-authorized');
    await user.type(await screen.findByLabelText(/Email/), 'operator@demo.aero');
    await user.type(screen.getByLabelText(/Password/), 'Aviation2026!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.location().pathname).toBe('/not-authorized'));
  });

  it.each([
    ['buyer@demo.aero', '/'],
    ['seller@demo.aero', '/'],
    ['operator@demo.aero', '/'],
  ])('without redirect, %s lands on home (%s)', async (email, landing) => {
    const user = userEvent.setup();
    const app = await renderRoute('/login?redirect=%2F');
    await user.type(await screen.findByLabelText(/Email/), email);
    await user.type(screen.getByLabelText(/Password/), 'Aviation2026!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.location().pathname).toBe(landing));
  });

  it('keeps the form and says so when the credentials are wrong', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/login');
    await user.type(await screen.findByLabelText(/Email/), 'buyer@demo.aero');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(screen.getByLabelText(/Email/)).toHaveValue('buyer@demo.aero');
    expect(app.location().pathname).toBe('/login');
    expect(app.store.getState().session.token).toBeNull();
  });

  it('validates the form before calling the API', async () => {
    const user = userEvent.setup();
    await renderRoute('/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  });

  it('restores the session from the refresh cookie on a reload and shows the page', async () => {
    const app = await renderRoute('/', { as: 'operator' });
    expect(await screen.findByRole('heading', { name: /Welcome, / })).toBeInTheDocument();
    expect(app.store.getState().session.token).not.toBeNull();
  });

  it('an authenticated user lacking the permission goes to not-authorized with a redirect', async () => {
    const app = await renderRoute('/test/organizations?q=alpine', {
      as: 'buyer',
      routes: routesWithTestRows,
    });
    expect(
      await screen.findByRole('heading', { name: 'You are not authorized' }),
    ).toBeInTheDocument();
    expect(path(app)).toBe('/not-authorized?redirect=%2Ftest%2Forganizations%3Fq%3Dalpine');
  });

  it('an authenticated user holding the permission sees the page', async () => {
    await renderRoute('/test/organizations', { as: 'operator', routes: routesWithTestRows });
    expect(await screen.findByRole('heading', { name: 'Organizations page' })).toBeInTheDocument();
  });

  it('an authenticated user visiting login is sent on', async () => {
    const app = await renderRoute('/login', { as: 'operator' });
    await waitFor(() => expect(app.location().pathname).toBe('/'));
  });

  it('an unknown page shows not found once logged in', async () => {
    await renderRoute('/no/such/page', { as: 'operator' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
