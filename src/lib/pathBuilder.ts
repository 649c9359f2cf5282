/**
 * Typed path builders: one declaration gives React Router's pattern (`/crews/:id/show`) and a
 * function that fills it (`({ id: 7 }) => '/crews/7/show'`), its parameters typed from the
 * pattern, so a missing or misspelled parameter fails the type check.
 */

/** The names of a pattern's parameters: `/a/:tripId/b/:legId` -> 'tripId' | 'legId'. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathValue = string | number;

/** Parameters limited to a list of values (a `{tab}` segment), by name. */
export type ParamChoices<P extends string> = { readonly [K in ParamNames<P>]?: readonly string[] };

export type PathParams<P extends string, C> = {
  [K in ParamNames<P>]: K extends keyof C
    ? Exclude<C[K], undefined> extends readonly (infer V)[]
      ? V
      : PathValue
    : PathValue;
};

type BuildArgs<P extends string, C> = [ParamNames<P>] extends [never]
  ? []
  : [params: PathParams<P, C>];

export type PathBuilder<P extends string, C = Record<never, never>> = ((
  ...args: BuildArgs<P, C>
) => string) & {
  /** React Router's pattern, for the route table. */
  readonly pattern: P;
  /** The values each limited parameter accepts (e.g. the tabs). */
  readonly choices: C;
};

const PARAM = /:(\w+)/g;
/** A parameter segment, optional when it ends with `?` (`/account/:tab?`). */
const SEGMENT = /\/:(\w+)(\?)?/g;

function segmentOf(pattern: string, name: string, value: unknown): string {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || text === '') {
    throw new Error(`Path ${pattern}: parameter ${name} needs a value, got ${String(value)}`);
  }
  return encodeURIComponent(text);
}

function fill(pattern: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return pattern.replace(PARAM, (_match, name: string) => segmentOf(pattern, name, params?.[name]));
}

/**
 * Fills a route table pattern: each parameter encoded in its segment, an optional one (`:tab?`)
 * left out with its segment when it has no value (`/account/:tab?` -> `/account`).
 */
export function fillPattern(
  pattern: string,
  params: Readonly<Record<string, unknown>> | undefined,
): string {
  return pattern.replace(SEGMENT, (_match, name: string, optional: string | undefined) => {
    const value = params?.[name];
    if (optional && (value === undefined || value === null)) return '';
    return `/${segmentOf(pattern, name, value)}`;
  });
}

type LooseBuilder = ((params?: Readonly<Record<string, unknown>>) => string) & {
  readonly pattern: string;
  readonly choices: Readonly<Record<string, readonly string[] | undefined>>;
};

/** Declares one route path: `route('/crews/:id/show')`, `route('/account/:tab', { tab: TABS })`. */
export function route<const P extends string>(pattern: P): PathBuilder<P>;
export function route<const P extends string, const C extends ParamChoices<P>>(
  pattern: P,
  choices: C,
): PathBuilder<P, C>;
export function route(
  pattern: string,
  choices: Readonly<Record<string, readonly string[] | undefined>> = {},
): LooseBuilder {
  const build = (params?: Readonly<Record<string, unknown>>) => fill(pattern, params);
  return Object.assign(build, { pattern, choices });
}

/** The list, add, edit, show and duplicate screens of a resource (spec section 2's shape). */
export function resourcePaths<const L extends string, const B extends string>(list: L, base: B) {
  return {
    list: route(list),
    add: route(`${base}/add`),
    edit: route(`${base}/:id/edit`),
    show: route(`${base}/:id/show`),
    duplicate: route(`${base}/:id/duplicate`),
  };
}

export type Query = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Adds query values to a path; null and undefined values are left out. */
export function withQuery(path: string, query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

/** Narrows a URL segment to one of a parameter's choices (e.g. a `{tab}` read from the URL). */
export function isOneOf<const V extends string>(
  values: readonly V[],
  value: string | null | undefined,
): value is V {
  return values.some((candidate) => candidate === value);
}
