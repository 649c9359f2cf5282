import type { Schemas } from '../../../lib/api/contract';

type CrewMember = Schemas['CrewMember'];

/** The contract's crew member plus the organization it belongs to (never sent to the front). */
export interface CrewMemberRecord extends CrewMember {
  organizationId: number;
}

declare module '../../db/types' {
  interface Db {
    crewMembers: CrewMemberRecord[];
  }
}
