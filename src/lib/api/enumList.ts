/**
 * A const list of a generated union's members (the document's enum), checked both ways at
 * compile time: a value the union lacks, or a member the list leaves out, does not compile.
 *
 *   export const PAYMENT_METHOD_TYPES = enumList<PaymentMethodType>()(['card', 'sepa_debit']);
 */
export function enumList<Union extends string>() {
  return <const List extends readonly Union[]>(
    list: List &
      ([Exclude<Union, List[number]>] extends [never]
        ? unknown
        : { missingMembers: Exclude<Union, List[number]> }),
  ): List => list;
}
