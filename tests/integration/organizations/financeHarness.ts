import { delay, http as mock } from 'msw';
import { server } from '@/mocks/node';
import { renderRoute, type DemoRole } from '@tests/utils/renderRoute';

/** Opens an organization tab through the real routes (`/organization/...`), in English. */
export function openFinanceTab(path: string, as: DemoRole) {
  return renderRoute(path, { as, preferences: { language: 'en' } });
}

/** Holds the GET answers of `path` a moment, so the loading state can be seen. */
export function slowly(path: string, ms = 300) {
  server.use(
    mock.get(path, async () => {
      await delay(ms);
      // Nothing returned: the demo API's own handler answers next.
    }),
  );
}

/** The first render loads the page's and the tab's chunks and texts: a more patient wait. */
export const PATIENT = { timeout: 5000 };
