import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { selectUser } from '@/lib/auth/sessionSlice';
import { server } from '@/mocks/node';
import { AUTH_SHAPES, answerAuthShape } from '@tests/utils/authShapes';
import { demoLogin, renderRoute } from '@tests/utils/renderRoute';

/** Counts the app's calls to my account. */
function countAccountCalls() {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith('/api/my-account')) count += 1;
  };
  server.events.on('request:start', listener);
  return {
    get count() {
      return count;
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}

/** The spec's auth user has no id and no email (section 3): the screens read them from my account. */
describe.each(AUTH_SHAPES)('who is signed in, %s auth user', (shape) => {
  it('after a login, the account menu shows the email and the profile knows the id', async () => {
    const { id: operatorId } = await demoLogin('operator');
    answerAuthShape(shape);
    const calls = countAccountCalls();
    const user = userEvent.setup();
    const app = await renderRoute('/login?redirect=%2F');
    await user.type(await screen.findByLabelText(/Email/), 'operator@demo.aero');
    await user.type(screen.getByLabelText(/Password/), 'Aviation2026!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(
      await screen.findByRole('button', { name: 'Account menu' }, { timeout: 15_000 }),
    );
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('operator@demo.aero')).toBeInTheDocument();
    await waitFor(() => expect(selectUser(app.store.getState())?.id).toBe(operatorId));
    // An API that answers them at login costs no call; the spec's shape costs one.
    expect(calls.count).toBe(shape === 'spec' ? 1 : 0);
    calls.stop();
    // A cold login page, the home page and the shell load in this one test.
  }, 30_000);

  it('the contact form is prefilled with the signed-in user’s email', async () => {
    answerAuthShape(shape);
    await renderRoute('/contact', { as: 'buyer', preferences: { language: 'en' } });
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    expect(await screen.findByDisplayValue('buyer@demo.aero')).toBe(
      screen.getByRole('textbox', { name: /^Email/ }),
    );
  });
});
