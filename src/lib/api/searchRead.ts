import { http } from '@/lib/http/client';

/**
 * A read for a search box outside the cache (the command palette's sources): the caller's abort
 * signal cancels it when a newer query is typed, and a failure shows no toast and never sends
 * the user away (the palette just shows nothing from that source).
 */
export async function searchRead<T>(
  url: string,
  params: Readonly<Record<string, string | number>>,
  signal: AbortSignal,
): Promise<T> {
  const response = await http.get<T>(url, {
    params,
    signal,
    meta: { silentError: true, background: true },
  });
  return response.data;
}
