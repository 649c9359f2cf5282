import { HttpResponse } from 'msw';
import type { ApiErrorBody } from '../../lib/http/types';

/** Every failure answers the API's error shape `{ code, message, errors? }` (lib/http/types.ts). */
export function apiError(
  status: number,
  message: string,
  errors?: Record<string, string[]>,
): Response {
  const body: ApiErrorBody = errors ? { code: status, message, errors } : { code: status, message };
  return HttpResponse.json(body, { status });
}

export const INVALID_REQUEST = 'errors.invalid_request';

/** 400 with field errors: messages are `validator.*` keys, the message an `errors.*` key. */
export function badRequest(errors?: Record<string, string[]>, message = INVALID_REQUEST): Response {
  return apiError(400, message, errors);
}

export function unauthorized(message: string): Response {
  return apiError(401, message);
}

/** The front reacts to any 403 by going to not-authorized (spec section 8). */
export function forbidden(message = 'Access Denied.'): Response {
  return apiError(403, message);
}

export function notFound(message = 'Not found'): Response {
  return apiError(404, message);
}

/** A transition the current state forbids (DECISIONS.md "Quotes and orders"). */
export function conflict(message: string): Response {
  return apiError(409, message);
}

export function payloadTooLarge(limitBytes: number): Response {
  return apiError(413, `Request body too large: the limit is ${limitBytes} bytes.`);
}

export function unsupportedMediaType(): Response {
  return apiError(415, 'Unsupported media type: send the body as application/json.');
}

/** A handler that threw: the details go to the server's log, never to the client. */
export function serverError(): Response {
  return apiError(500, 'Internal Server Error');
}
