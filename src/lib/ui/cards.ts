/**
 * Home cards (a count of work to do, a short list of what comes next). Their own entry, not
 * re-exported by '@/lib/ui': only the lazily loaded home cards use them, so other pages' shared
 * kit chunk stays without them.
 */
export { CountCard, type CountCardState } from './views/cards/CountCard';
export { CountCardGrid, type GridCard } from './views/cards/CountCardGrid';
export {
  defineCountCard,
  QueryCountCard,
  type CountCardSpec,
  type CountQueryResult,
} from './views/cards/QueryCountCard';
export { UpcomingList, UPCOMING_ROWS, type UpcomingRow } from './views/cards/UpcomingList';
export { UPCOMING_DAYS, upcomingRange, useUpcomingRange } from './controllers/cards/upcomingRange';
