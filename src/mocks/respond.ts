import { getResponse, type RequestHandler } from 'msw';
import { badRequest, notFound, serverError } from './api';
import type { Log } from './db/persistence';

/** Whether the path and query decode: `%zz` or a cut `%E0%A4` made the route matcher throw (500). */
function isWellEncoded(url: URL): boolean {
  try {
    decodeURIComponent(url.pathname);
    decodeURIComponent(url.search);
    return true;
  } catch {
    return false;
  }
}

/**
 * One request through the handlers, as the HTTP server answers it: a URL with a malformed
 * percent-encoding is a 400, a request no handler answers a 404, and a handler that throws is
 * logged and answers 500, all in the API's error shape.
 */
export async function respond(
  handlers: readonly RequestHandler[],
  request: Request,
  log: Log = console.error,
): Promise<Response> {
  if (!isWellEncoded(new URL(request.url))) return badRequest();
  try {
    return (await getResponse([...handlers], request)) ?? notFound();
  } catch (error) {
    log('[demo-api]', request.method, new URL(request.url).pathname, error);
    return serverError();
  }
}
