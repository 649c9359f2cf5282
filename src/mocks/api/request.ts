import { badRequest } from './responses';

export type JsonObject = Record<string, unknown>;

/** The JSON object body of a request, or a 400 when it is not one. */
export async function readJson(request: Request): Promise<JsonObject | Response> {
  try {
    const body: unknown = await request.json();
    if (typeof body === 'object' && body !== null && !Array.isArray(body))
      return body as JsonObject;
  } catch {
    // An empty or malformed body falls through to the same answer.
  }
  return badRequest();
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
      errors[field] = ['validator.required'];
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** `'true'`/`'1'` -> true, `'false'`/`'0'` -> false, anything else (or absent) -> undefined. */
export function booleanParam(params: URLSearchParams, name: string): boolean | undefined {
  const raw = params.get(name);
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  return undefined;
}

export interface PageParams {
  page: number;
  perPage: number;
}

const MAX_PER_PAGE = 100;

/** The list query of spec section 7: `page` (1-based) and `numberOfItemsPerPage` (default 10). */
export function pageParams(params: URLSearchParams, defaultPerPage = 10): PageParams {
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const asked = Math.floor(Number(params.get('numberOfItemsPerPage')) || defaultPerPage);
  return { page, perPage: Math.min(MAX_PER_PAGE, Math.max(1, asked)) };
}

/** One page of items; a page past the end is empty (the front then goes back to page 1). */
export function paginate<T>(items: readonly T[], { page, perPage }: PageParams): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/** The integer of a path parameter, or null when it is not one. */
export function idParam(value: string | readonly string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return null;
  return Number(value);
}
