import type { ConnectionState } from '../../../entities/organization/contract';

/** A buyer's link to the external flight-operations tool (the "Leon" API of spec section 7). */
export interface LeonConnectionRecord extends ConnectionState {
  organizationId: number;
  /** Authorization codes handed out by connect/reconnect, each usable once. */
  pendingCodes: string[];
}

declare module '../../db/types' {
  interface Db {
    leonConnections: LeonConnectionRecord[];
  }
}
