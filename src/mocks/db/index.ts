/**
 * The demo API's database: one `db` object (its collections come from the domains), the clock,
 * the rights catalogue and enums. Persistence lives apart (node:fs, persistence.ts).
 */
export {
  db,
  nextId,
  replaceDb,
  resetDb,
  resetDemoApi,
  seed,
  installSchema,
  acceptsSaved,
  type DbSchema,
} from './db';
export {
  now,
  nowMs,
  stampAfter,
  today,
  isoDateIn,
  advanceClock,
  clockOffsetSeconds,
  resetClock,
  isoIn,
  isPast,
} from './clock';
export {
  ALL_RIGHTS,
  RIGHT_ACTIONS,
  RIGHT_FAMILIES,
  grant,
  grantAll,
  type RightAction,
} from './rights';
export { ENUMS, findEnum, type EnumValues } from './enums';
export { pick, seededRandom } from './random';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './accounts';
export type * from './types';
