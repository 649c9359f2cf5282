import { screen, waitFor, within } from '@testing-library/react';
import { http as mock } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderRoute } from '@tests/utils/renderRoute';

/** Riviera's ground power unit (service 10208), in category 4 ("Ground handling"). */
const GPU = '/services/edit/10208/service/information';
const SLOW = { timeout: 10000 };
/** Long enough to tell "asked with the service" from "asked once the service has answered". */
const HOLD_MS = 3000;

const pathOf = (request: Request) => new URL(request.url).pathname;

let stopListening: () => void = () => undefined;
afterEach(() => stopListening());

/**
 * Holds the service's answer until the categories are asked (or HOLD_MS passes), then lets the
 * demo API answer it (a resolver that returns nothing hands the call to the next handler).
 * Resolves with whether the categories were asked while the service was still on its way.
 */
function holdServiceUntilCategories(): () => boolean {
  let askedEarly = false;
  let answered = false;
  let release: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => {
    release = resolve;
  });
  const onStart = ({ request }: { request: Request }) => {
    if (pathOf(request) !== '/api/category') return;
    if (!answered) askedEarly = true;
    release();
  };
  server.events.on('request:start', onStart);
  stopListening = () => server.events.removeListener('request:start', onStart);
  server.use(
    mock.get('*/api/product/:id', async () => {
      await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]);
      answered = true;
    }),
  );
  return () => askedEarly;
}

describe('a cold service edit form (issue 29)', { timeout: 60000 }, () => {
  it('asks for the categories together with the service, not once the service has answered', async () => {
    const categoriesAskedEarly = holdServiceUntilCategories();
    await renderRoute(GPU, { as: 'seller', preferences: { language: 'en' } });
    const form = await screen.findByRole('form', { name: 'Information' }, SLOW);
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /^Name \(English\)/ })).toHaveValue(
        'Ground power unit (GPU)',
      ),
    );
    // The form shows the service's category by name: the categories arrived.
    expect(await within(form).findByRole('button', { name: /Ground handling/ })).toBeVisible();
    expect(categoriesAskedEarly()).toBe(true);
  });
});
