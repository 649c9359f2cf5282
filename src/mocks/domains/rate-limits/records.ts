/** One counter of a rate limit (DECISIONS.md "Authority and money": rate limits). */
export interface ThrottleRecord {
  /** What is counted, e.g. `login:account:ada@demo.aero` or `register:client:127.0.0.1`. */
  key: string;
  count: number;
  /** When the counting started (a window's start, or the first failure of a streak). */
  since: string;
  /** Until when every attempt is refused; null when none is blocked yet. */
  blockedUntil: string | null;
}

declare module '../../db/types' {
  interface Db {
    throttles: ThrottleRecord[];
  }
}
