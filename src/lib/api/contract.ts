/**
 * The API's shapes, generated from docs/api/openapi.yaml (`Schemas['PriceList']`): where entities
 * and features read them. They live in lib/contract, below auth and http, which read them too.
 */
export type { ApiPaths, SameMembers, Schemas } from '@/lib/contract/schemas';
