import { tripsPrefetch } from '../api/tripsPrefetch';

/** /operator/trips: its first requests, started while the page loads (routes.ts `prefetch`). */
export default tripsPrefetch(true);
