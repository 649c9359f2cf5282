import { REFRESH_LOCK_NAME } from '@/lib/config/constants';

/** The part of the Web Locks API the refresh needs (injectable for tests). */
export interface RefreshLocks {
  request<T>(
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<T>,
  ): Promise<T>;
}

/** The browser's lock manager, when it has one (every current browser on a secure origin). */
export function browserLocks(): RefreshLocks | null {
  const locks = globalThis.navigator?.locks;
  if (!locks) return null;
  return {
    request: (name, options, callback) => locks.request(name, options, () => callback()),
  };
}

/**
 * Runs `task` while holding the cross-tab refresh lock: two tabs never send the same refresh
 * token at once, so with rotating tokens the second one reads the cookie the first one wrote.
 * Without the Web Locks API the task runs at once (each tab's refresh is still single flight).
 */
export function withRefreshLock<T>(
  task: () => Promise<T>,
  locks: RefreshLocks | null,
  signal?: AbortSignal,
): Promise<T> {
  if (!locks) return task();
  return locks.request(REFRESH_LOCK_NAME, signal ? { signal } : {}, task);
}
