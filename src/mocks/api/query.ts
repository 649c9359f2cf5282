import { messageWithValues } from '../../lib/validation/messages';
import { badRequest } from './responses';
import { VALIDATOR, isIsoDate, type ValidatorKey } from './validators';

export interface PageParams {
  page: number;
  perPage: number;
}

export type Direction = 'asc' | 'desc';

export interface Ordering<F extends string> {
  field: F;
  direction: Direction;
}

export const MAX_PER_PAGE = 100;
const ORDER_PARAM = /^order\[(.+)\]$/;

/**
 * Reads a list query (spec section 7) and collects what is malformed, so a handler answers one
 * 400 with field errors by parameter name instead of guessing or failing with a 500:
 *
 *   const query = new QueryReader(new URL(request.url).searchParams);
 *   const page = query.page();
 *   const role = query.oneOf('crewRole', CREW_ROLES);
 *   if (query.failed()) return query.badRequest();
 *
 * Absent or empty parameters are `undefined`: the filter is off.
 */
export class QueryReader {
  readonly errors: Record<string, string[]> = {};
  readonly #params: URLSearchParams;

  constructor(params: URLSearchParams) {
    this.#params = params;
  }

  #fail(name: string, key: ValidatorKey): undefined {
    this.errors[name] = [key];
    return undefined;
  }

  text(name: string): string | undefined {
    const value = this.#params.get(name)?.trim();
    return value === '' ? undefined : value;
  }

  /** `true`/`1` or `false`/`0`. */
  boolean(name: string): boolean | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return this.#fail(name, VALIDATOR.choice);
  }

  oneOf<T extends string>(name: string, values: readonly T[]): T | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    return values.find((candidate) => candidate === value) ?? this.#fail(name, VALIDATOR.choice);
  }

  matching(name: string, pattern: RegExp, key: ValidatorKey): string | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    return pattern.test(value) ? value : this.#fail(name, key);
  }

  /** A calendar date `YYYY-MM-DD`. */
  date(name: string): string | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    return isIsoDate(value) ? value : this.#fail(name, VALIDATOR.date);
  }

  #positiveInteger(name: string, fallback: number): number {
    const value = this.text(name);
    if (value === undefined) return fallback;
    if (/^\d+$/.test(value) && Number(value) >= 1) return Number(value);
    this.#fail(name, VALIDATOR.number);
    return fallback;
  }

  /**
   * `page` (1-based) and `numberOfItemsPerPage` (at most 100, more is a 400 rather than a
   * silently shorter page; a page past the end is empty).
   */
  page(defaultPerPage = 10): PageParams {
    const page = this.#positiveInteger('page', 1);
    const asked = this.#positiveInteger('numberOfItemsPerPage', defaultPerPage);
    if (asked > MAX_PER_PAGE) {
      const range = { min: 1, max: MAX_PER_PAGE };
      this.errors.numberOfItemsPerPage = [messageWithValues(VALIDATOR.quantityBetween, range)];
      return { page, perPage: MAX_PER_PAGE };
    }
    return { page, perPage: asked };
  }

  /** `order[<field>]=asc|desc`, in the order given; unknown fields and directions are errors. */
  order<F extends string>(fields: readonly F[]): Ordering<F>[] {
    const orderings: Ordering<F>[] = [];
    for (const [name, raw] of this.#params) {
      const asked = ORDER_PARAM.exec(name)?.[1];
      if (asked === undefined) continue;
      const field = fields.find((candidate) => candidate === asked);
      const direction = raw.trim().toLowerCase();
      if (!field || (direction !== 'asc' && direction !== 'desc')) {
        this.#fail(name, VALIDATOR.choice);
      } else {
        orderings.push({ field, direction });
      }
    }
    return orderings;
  }

  failed(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  badRequest(): Response {
    return badRequest(this.errors);
  }
}

/** One page of items; a page past the end is empty (the front then goes back to page 1). */
export function paginate<T>(items: readonly T[], { page, perPage }: PageParams): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}
