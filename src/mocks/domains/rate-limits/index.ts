import { defineDomain } from '../../registry/defineDomain';
import './records';

export type { ThrottleRecord } from './records';
export {
  LOGIN_FAILURES_ALLOWED,
  LOGIN_FIRST_WAIT_SECONDS,
  LOGIN_MAX_WAIT_SECONDS,
  REGISTRATION_LIMIT,
  RESET_MAIL_LIMIT,
  TOO_MANY_LOGIN_ATTEMPTS,
  TOO_MANY_REQUESTS,
  clearCounter,
  countInWindow,
  countLoginFailure,
  limitedPerClient,
  loginWait,
  tooManyRequests,
  windowWait,
} from './limits';

/** Rate limits' counters (login, reset mail, registration); uploads count their own bytes. */
export const domain = defineDomain({
  name: 'rate-limits',
  seed: () => ({ throttles: [] }),
  handlers: [],
});
