/**
 * The API's shapes, generated from docs/api/openapi.yaml by `npm run api:types` (never edit the
 * generated file). Entities and features name a shape as `Schemas['PriceList']`.
 */
import type { components, paths } from './generated/openapi';

export type Schemas = components['schemas'];
export type ApiPaths = paths;
