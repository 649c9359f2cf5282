import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import { messageWithValues } from '../../../lib/validation/messages';
import { VALIDATOR, badRequest, readJson } from '../../api';
import { advanceClock, clockOffsetSeconds, now, resetDemoApi } from '../../db';
import { syncStoredFiles } from '../files';

/** How far the clock may be moved from the real time, either way: dates stay valid dates. */
export const MAX_CLOCK_OFFSET_SECONDS = 10 * 366 * 24 * 3600;

/**
 * The controls exist only with DEMO_API_CONTROLS=1 (vitest and the e2e demo API set it): a
 * demo API people leave running must not let any page reset it. Read at each request, as the
 * server loads .env after its imports ran.
 */
export function controlsEnabled(): boolean {
  return typeof process !== 'undefined' && process.env.DEMO_API_CONTROLS === '1';
}

/** Without the switch the resolver answers nothing: the request is unknown (404 over HTTP). */
function whenEnabled<Info, Answer>(resolver: (info: Info) => Answer) {
  return (info: Info): Answer | undefined => (controlsEnabled() ? resolver(info) : undefined);
}

function clockState() {
  return { now: now().toISOString(), offsetSeconds: clockOffsetSeconds() };
}

/** Controls for tests and e2e journeys only; the product never calls them. */
export const demoHandlers = [
  apiHttp.get(
    '/__demo/clock',
    whenEnabled(() => HttpResponse.json(clockState())),
  ),

  apiHttp.post(
    '/__demo/clock',
    whenEnabled(async ({ request }) => {
      const body = await readJson(request);
      if (body instanceof Response) return body;
      const seconds = body.advanceSeconds;
      if (typeof seconds !== 'number' || !Number.isFinite(seconds)) {
        return badRequest({ advanceSeconds: [VALIDATOR.number] });
      }
      // 1e15 s made every date an Invalid Date, and every login a 500.
      const offset = clockOffsetSeconds();
      if (Math.abs(offset + seconds) > MAX_CLOCK_OFFSET_SECONDS) {
        const range = {
          min: -MAX_CLOCK_OFFSET_SECONDS - offset,
          max: MAX_CLOCK_OFFSET_SECONDS - offset,
        };
        return badRequest({
          advanceSeconds: [messageWithValues(VALIDATOR.quantityBetween, range)],
        });
      }
      advanceClock(seconds);
      return HttpResponse.json(clockState());
    }),
  ),

  apiHttp.post(
    '/__demo/reset',
    whenEnabled(() => {
      resetDemoApi();
      // The reseeded database names no upload: their files go too.
      syncStoredFiles();
      return HttpResponse.json({ reset: true, ...clockState() });
    }),
  ),
];
