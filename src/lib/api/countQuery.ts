/**
 * A count read from a list endpoint (a home card's query): its first page of one row, the
 * total kept (spec section 7 "Calls").
 *
 *   quoteCount: build.query<number, Record<string, string>>({
 *     query: (params) => countRequest('api/quote', params),
 *     transformResponse: totalOf,
 *     providesTags: [{ type: QUOTE_TAG, id: LIST_ID }],
 *   }),
 */
export function countRequest(url: string, params: Readonly<Record<string, string>>) {
  return { url, params: { ...params, page: 1, numberOfItemsPerPage: 1 } };
}

/** The list's `totalItems`; 0 when the answer has none. */
export function totalOf(response: unknown): number {
  const total: unknown =
    typeof response === 'object' && response !== null
      ? Reflect.get(response, 'totalItems')
      : undefined;
  return typeof total === 'number' ? total : 0;
}
