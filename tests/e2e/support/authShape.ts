import type { BrowserContext } from '@playwright/test';
import { AUTH_USER_PATHS, toSpecAuthShape } from '../../utils/specAuthShape';
import { API_URL } from './env';

/** How the API answers login and refresh in a journey: the demo API's user, or the spec's. */
export type AuthShape = 'demo' | 'spec';
export const AUTH_SHAPES: readonly AuthShape[] = ['demo', 'spec'];

/**
 * For every tab of `context`: with 'spec', login and refresh answer only the fields the spec
 * lists for the auth user (no `id`, no `email`), as a real API written from the spec would.
 */
export async function answerAuthShape(context: BrowserContext, shape: AuthShape): Promise<void> {
  if (shape === 'demo') return;
  for (const path of AUTH_USER_PATHS) {
    await context.route(`${API_URL}${path}`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch();
      if (!response.ok()) return route.fulfill({ response });
      return route.fulfill({ response, json: toSpecAuthShape(await response.json()) });
    });
  }
}
