/**
 * A const list of every member of a union the OpenAPI document declares, checked both ways at
 * compile time: a value the document lacks, or a member the list forgets, fails the type check.
 *
 *   export const PRICE_LIST_STATUSES = enumValues<Schemas['PriceListStatus']>()(['active', 'inactive']);
 *
 * (Curried so the union is named while the list's literal types are still inferred.)
 */
export function enumValues<Union extends string>() {
  return <const Values extends readonly Union[]>(
    values: Values &
      ([Exclude<Union, Values[number]>] extends [never]
        ? unknown
        : { missing: Exclude<Union, Values[number]> }),
  ): Values => values;
}
