import { RequestHandler, type WebSocketHandler } from 'msw';

/**
 * Responses a test forges with `server.use(...)` (a 500, a malformed body, a conflict) are the
 * test's own, not the demo API's: they are marked so the contract check leaves them alone.
 * The mark is a header because msw hands the response event a copy of the response.
 */
const FORGED_HEADER = 'x-forged-by-test';

export const isForged = (response: Response) => response.headers.has(FORGED_HEADER);

/** The handler, its responses marked as forged. A handler that answers nothing is unchanged. */
export function forgedByTest<H extends RequestHandler | WebSocketHandler>(handler: H): H {
  if (!(handler instanceof RequestHandler)) return handler;
  const run = handler.run.bind(handler);
  handler.run = async (args) => {
    const result = await run(args);
    const response = result?.response;
    // A network error (HttpResponse.error()) has immutable headers and no body to check.
    if (response && response.type !== 'error') response.headers.set(FORGED_HEADER, '1');
    return result;
  };
  return handler;
}
