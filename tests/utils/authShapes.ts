import { http as mock, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { loadDomains } from '@/mocks/registry';
import { respond } from '@/mocks/respond';
import { AUTH_USER_PATHS, toSpecAuthShape } from './specAuthShape';

const { handlers } = await loadDomains();

/** How the API answers login and refresh: the demo API's user (with id and email) or the spec's. */
export type AuthShape = 'demo' | 'spec';
export const AUTH_SHAPES: readonly AuthShape[] = ['demo', 'spec'];

/**
 * From now on in this test, login and refresh answer `shape`: for 'spec', the demo API's answer
 * with only the fields the spec lists (no `id`, no `email`); 'demo' leaves the demo API as it is.
 */
export function answerAuthShape(shape: AuthShape): void {
  if (shape === 'demo') return;
  server.use(
    ...AUTH_USER_PATHS.map((path) =>
      mock.post(`*/${path}`, async ({ request }) => {
        const answer = await respond(handlers, request);
        if (!answer.ok) return answer;
        const body = JSON.stringify(toSpecAuthShape(await answer.json()));
        return new HttpResponse(body, {
          status: answer.status,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    ),
  );
}
