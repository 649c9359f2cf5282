/** The demo API's database: one `db` object, its seed, its clock. Persistence lives apart (node:fs). */
export { db, nextId, replaceDb, resetDb } from './db';
export { seed, ORG, USER, WORKROLE } from './seed';
export { now, nowMs, advanceClock, clockOffsetSeconds, resetClock, isoIn, isPast } from './clock';
export {
  ALL_RIGHTS,
  RIGHT_ACTIONS,
  RIGHT_FAMILIES,
  grant,
  grantAll,
  type RightAction,
} from './rights';
export { ENUMS, findEnum, type EnumValues } from './enums';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, type DemoSide } from './accounts';
export type * from './types';
