import { http, HttpResponse } from 'msw';
import { badRequest, readJson } from '../api';
import { advanceClock, clockOffsetSeconds, now, resetClock, resetDb } from '../db';

/** Back to the seeded database and the real time. */
export function resetDemoApi(): void {
  resetDb();
  resetClock();
}

function clockState() {
  return { now: now().toISOString(), offsetSeconds: clockOffsetSeconds() };
}

/** Controls for tests and e2e journeys only; the product never calls them. */
export const demoHandlers = [
  http.get('*/__demo/clock', () => HttpResponse.json(clockState())),

  http.post('*/__demo/clock', async ({ request }) => {
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const seconds = body.advanceSeconds;
    if (typeof seconds !== 'number' || !Number.isFinite(seconds)) {
      return badRequest({ advanceSeconds: ['validator.required'] });
    }
    advanceClock(seconds);
    return HttpResponse.json(clockState());
  }),

  http.post('*/__demo/reset', () => {
    resetDemoApi();
    return HttpResponse.json({ reset: true, ...clockState() });
  }),
];
