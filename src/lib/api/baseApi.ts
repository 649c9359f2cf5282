import { createApi } from '@reduxjs/toolkit/query/react';
import { retryingBaseQuery } from './queryRetry';

/**
 * Tag conventions: one tag type per resource, named in PascalCase; lists provide
 * `{ type, id: 'LIST' }`, items `{ type, id }`; mutations invalidate the item and the LIST
 * (the helpers of lib/api/tags.ts write these).
 * Only the platform's own tags live here (lib and app). A feature adds its tag types in its own
 * `api/<domain>.api.ts`, through `withTagTypes` so the organization switch refetches them too:
 *
 *   export const crewApi = withTagTypes(['Crew']).injectEndpoints({ endpoints: (build) => ... });
 */
export const TAG_TYPES = ['Configuration', 'Enum', 'Rights', 'Organization'] as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: retryingBaseQuery,
  tagTypes: TAG_TYPES,
  refetchOnFocus: true,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

const knownTagTypes = new Set<string>(TAG_TYPES);

/** `baseApi.enhanceEndpoints({ addTagTypes })`, remembering the types for `invalidateEveryTag`. */
export function withTagTypes<const T extends string>(addTagTypes: readonly T[]) {
  for (const type of addTagTypes) knownTagTypes.add(type);
  return baseApi.enhanceEndpoints({ addTagTypes });
}

/** The platform's tag types and every type a loaded feature added. */
export function allTagTypes(): string[] {
  return [...knownTagTypes];
}

/** Refetch everything cached (data is per organization: the switch calls it). */
export function invalidateEveryTag() {
  // Tags are plain strings at run time; the widened view lets features' types through.
  return baseApi.enhanceEndpoints<string>({}).util.invalidateTags(allTagTypes());
}
