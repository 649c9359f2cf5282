import { badRequest, unsupportedMediaType } from './responses';
import { VALIDATOR } from './validators';

export type JsonObject = Record<string, unknown>;

/** `application/json`, `application/ld+json`, `application/merge-patch+json`... */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/** A JSON object: not null, not an array. */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The JSON object body of a request: 415 when it is sent as anything but JSON, 400 when it is
 * empty, malformed or not an object.
 */
export async function readJson(request: Request): Promise<JsonObject | Response> {
  const text = await request.text();
  if (text.trim() === '') return badRequest();
  if (!JSON_MEDIA_TYPE.test(request.headers.get('Content-Type') ?? '')) {
    return unsupportedMediaType();
  }
  try {
    const body: unknown = JSON.parse(text);
    if (isJsonObject(body)) return body;
  } catch {
    // A malformed body falls through to the same answer as a non-object.
  }
  return badRequest();
}

/**
 * A body that calls once sent empty (a decision: validate, refuse): an empty one reads as `{}`,
 * so an older client gets a field error on what it now must name rather than a bare 400.
 */
export async function readJsonOrEmpty(request: Request): Promise<JsonObject | Response> {
  const text = await request.clone().text();
  return text.trim() === '' ? {} : readJson(request);
}

/** The multipart body of an upload: 400 `{ file: ['validator.required'] }` when it does not parse. */
export async function readForm(request: Request): Promise<FormData | Response> {
  try {
    return await request.formData();
  } catch {
    return badRequest({ file: [VALIDATOR.required] });
  }
}

/** Field errors for required fields that are missing or blank: `{ field: ['validator.required'] }`. */
export function requiredErrors(
  body: JsonObject,
  fields: readonly string[],
): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    const value = body[field];
    if (
      value === undefined ||
      value === null ||
      (typeof value === 'string' && value.trim() === '')
    ) {
      errors[field] = [VALIDATOR.required];
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The integer of a path parameter, or null when it is not one. */
export function idParam(value: string | readonly string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/**
 * The header the HTTP server puts the caller's address in (replacing any the caller sent), for
 * limits per client. Requests answered in-process (msw/node, call()) have none: one client.
 */
export const CLIENT_HEADER = 'X-Demo-Client-Address';

export function clientOf(request: Request): string {
  return request.headers.get(CLIENT_HEADER) ?? 'local';
}
