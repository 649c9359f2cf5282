import { fillPattern, type PathValue } from '../pathBuilder';
import type { RouteParamsById } from './routeIds.gen';

/**
 * Links between features go through route ids (ARCHITECTURE.md, "Domains register themselves"):
 * a feature builds its own screens' paths with the builders of its `paths.ts`, and another
 * feature's screens with `routeTo('orders.show', { id })`. The id is resolved against the route
 * table the app gathered (each row of a feature's routes.ts has an `id`), registered at start;
 * the ids and their parameters are type-checked through the generated map `routeIds.gen.ts`
 * (`npm run routes:gen`). So lib knows no domain path, and a feature no other feature's paths.
 */
export type RouteId = keyof RouteParamsById;
export type RouteParams<I extends RouteId> = RouteParamsById[I];

/** No argument for a path without parameters, an optional one when all are optional. */
export type RouteArgs<I extends RouteId> = [keyof RouteParams<I>] extends [never]
  ? []
  : Record<never, never> extends RouteParams<I>
    ? [params?: RouteParams<I>]
    : [params: RouteParams<I>];

/** What the registry needs of a route row (the texts it loads and its menu label, if any). */
export interface RouteEntry {
  id: string;
  path: string;
  namespaces?: readonly string[];
  menu?: { labelKey: string };
}

const patterns = new Map<string, string>();
const entries = new Map<string, RouteEntry>();

/**
 * Makes a route table's ids resolvable (the app's gathered table at start; a test's own table).
 * A later table's row replaces an earlier one of the same id.
 */
export function registerRoutes(routes: readonly RouteEntry[]): void {
  for (const route of routes) {
    patterns.set(route.id, route.path);
    entries.set(route.id, route);
  }
}

/** Every registered route row: what reads the table without being the app (where a text shows). */
export function registeredRoutes(): RouteEntry[] {
  return [...entries.values()];
}

/** The pattern registered for an id, or undefined. */
export function patternOf(id: string): string | undefined {
  return patterns.get(id);
}

/** The path of the screen `id` with its parameters filled: `routeTo('orders.show', { id: 8 })`. */
export function routeTo<I extends RouteId>(id: I, ...[params]: RouteArgs<I>): string {
  const pattern = patterns.get(id);
  if (pattern === undefined) {
    throw new Error(
      `Route ${id} is not registered: the app registers its gathered routes at start (registerRoutes)`,
    );
  }
  return fillPattern(
    pattern,
    params as Readonly<Record<string, PathValue | undefined>> | undefined,
  );
}
