/** What an RTK Query mutation trigger returns: `deleteCrewMember(id)` fits as it is. */
export interface MutationCall<R = unknown> {
  unwrap: () => Promise<R>;
}
