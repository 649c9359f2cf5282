/**
 * Finds the operation of the OpenAPI document a request is a call of: its path template
 * (`/api/trip/{id}`) and method. The API's base URL may carry a path prefix, so a template
 * matches the end of the URL's path; where several match, the most literal one wins
 * (`/api/trip/export` before `/api/trip/{id}`).
 */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface FoundOperation {
  /** `GET /api/trip/{id}` */
  name: string;
  /** JSON pointer of the operation in the document (`/paths/~1api~1trip~1{id}/get`). */
  pointer: string;
  operation: JsonObject;
}

interface Route {
  template: string;
  pattern: RegExp;
  /** Literal characters: the more, the more specific. */
  weight: number;
  item: JsonObject;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** A JSON pointer segment (RFC 6901). */
export const pointerSegment = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function routeOf(template: string, item: JsonObject): Route {
  const parts = template.split(/\{[^}]+\}/);
  const pattern = parts.map((part) => escapeRegExp(part)).join('[^/]+');
  return {
    template,
    pattern: new RegExp(`^(?:/.*)?${pattern}$`),
    weight: parts.join('').length,
    item,
  };
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export function createOperationFinder(document: JsonObject) {
  const paths = isObject(document.paths) ? document.paths : {};
  const routes = Object.entries(paths)
    .flatMap(([template, item]) => (isObject(item) ? [routeOf(template, item)] : []))
    .sort((a, b) => b.weight - a.weight);

  /** The operation, or the route's name (`GET /api/x/{id}` or the raw path) when undocumented. */
  return function findOperation(method: string, pathname: string): FoundOperation | string {
    const verb = method.toLowerCase();
    const route = routes.find((candidate) => candidate.pattern.test(pathname));
    // An undocumented path is named with its numeric segments as `{id}`: one name per route.
    const path = route?.template ?? pathname.replace(/\/\d+(?=\/|$)/g, '/{id}');
    const name = `${method.toUpperCase()} ${path}`;
    const operation = route?.item[verb];
    if (!route || !isObject(operation)) return name;
    return { name, pointer: `/paths/${pointerSegment(route.template)}/${verb}`, operation };
  };
}
