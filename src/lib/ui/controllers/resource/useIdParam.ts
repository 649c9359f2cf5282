import { useParams } from 'react-router-dom';

/** A record id from the URL: the digits of the `:id` segment (or `name`), else null. */
export function idFromParam(raw: string | undefined): number | null {
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : null;
}

/**
 * The record id of an edit, show or duplicate page: `const id = useIdParam();` then
 * `useGetCrewMemberQuery(id ?? skipToken)`. A malformed id is null, never NaN.
 */
export function useIdParam(name = 'id'): number | null {
  return idFromParam(useParams()[name]);
}
