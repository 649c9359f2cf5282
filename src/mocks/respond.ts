import { getResponse, type RequestHandler } from 'msw';
import { notFound, serverError } from './api';
import type { Log } from './db/persistence';

/**
 * One request through the handlers, as the HTTP server answers it: a request no handler answers
 * is a 404, and a handler that throws is logged and answers 500, both in the API's error shape.
 */
export async function respond(
  handlers: readonly RequestHandler[],
  request: Request,
  log: Log = console.error,
): Promise<Response> {
  try {
    return (await getResponse([...handlers], request)) ?? notFound();
  } catch (error) {
    log('[demo-api]', request.method, new URL(request.url).pathname, error);
    return serverError();
  }
}
