/**
 * The API's shapes, generated from docs/api/openapi.yaml by `npm run api:types` (never edit the
 * generated file). Entities and features name a shape as `Schemas['PriceList']`, through
 * `@/lib/api/contract`; the platform folders under lib/api (auth, http) import this file, so the
 * contract sits below every folder that reads it (types only: nothing here runs).
 */
import type { components, paths } from './generated/openapi';

export type Schemas = components['schemas'];
export type ApiPaths = paths;

/**
 * A compile-time check that a const list names exactly a generated union:
 * `export const KINDS_MATCH: SameMembers<(typeof KINDS)[number], Schemas['Kind']> = true;`
 * fails to compile when the document and the list drift apart.
 */
export type SameMembers<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
