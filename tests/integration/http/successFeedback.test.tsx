import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '@/lib/http/client';
import { server } from '@/mocks/node';
import { setupApp } from './harness';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function start() {
  const app = setupApp();
  cleanups.push(app.eject);
  server.use(
    mock.all('*/api/probe', ({ request }) =>
      request.method === 'DELETE'
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json({ id: 1 }),
    ),
  );
  return app;
}

/** A later toast proves earlier feedback had the time to show: what is absent then never came. */
async function settleWithSentinel() {
  await http.patch('api/probe', {}, { meta: { success: 'validated' } });
  await screen.findByText('Successfully validated');
}

describe('success feedback (spec section 8)', () => {
  it('opens an accessible modal alert after a POST, focused on OK, which closes it', async () => {
    start();
    await http.post('api/probe', { name: 'Hangar 2' });

    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(dialog).getByText('Successfully added')).toBeInTheDocument();
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());

    await userEvent.click(ok);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('toasts instead of the alert when the POST asks for it', async () => {
    start();
    await http.post('api/probe', {}, { meta: { forceToast: true } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Successfully added');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['PATCH', () => http.patch('api/probe', {}), 'Successfully updated'],
    ['PUT', () => http.put('api/probe', {}), 'Successfully updated'],
    ['DELETE', () => http.delete('api/probe'), 'Successfully deleted'],
    [
      'a POST with its own wording',
      () => http.post('api/probe', {}, { meta: { success: 'sent', forceToast: true } }),
      'Successfully sent',
    ],
  ])('toasts after a %s', async (_method, call, text) => {
    start();
    await call();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('says nothing after a GET or a call that disables it', async () => {
    start();
    await http.get('api/probe');
    await http.post('api/probe', {}, { meta: { success: false } });
    await http.delete('api/probe', { meta: { success: false } });
    await settleWithSentinel();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
