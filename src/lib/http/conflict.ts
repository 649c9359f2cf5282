import { CONFLICT_NOTICE_DELAY_MS, CONFLICT_RELOAD_INTERVAL_MS } from '@/lib/config/constants';
import { saveDrafts } from '@/lib/drafts/drafts';
import { notify } from '@/lib/feedback/notify';
import { i18next, withNamespace } from '@/lib/i18n/i18n';
import { translatedServerKey } from './errorCatalogue';

/**
 * Survives the reload (same tab only) so that the reloaded page can say why it reloaded: the
 * 409's `errors.*` key when it gave one (its text then follows the spec's notice), else "1".
 */
export const CONFLICT_FLAG_KEY = 'front-office:conflict-reload';
const NO_REASON = '1';
/** Longer than any key of the error catalogue: what sessionStorage holds is not trusted blindly. */
const REASON_MAX_LENGTH = 100;
/** When this tab last reloaded for a 409, and last said so without reloading (epoch ms). */
export const CONFLICT_RELOADED_AT_KEY = 'front-office:conflict-reloaded-at';
export const CONFLICT_NOTICE_AT_KEY = 'front-office:conflict-notice-at';

export type ConflictAction = 'reload' | 'notice' | 'none';

export interface ConflictHistory {
  lastReloadAt: number | null;
  lastNoticeAt: number | null;
  now: number;
}

function within(since: number | null, now: number): boolean {
  // A clock set back makes a stored time lie in the future: it then guards nothing.
  return since !== null && since <= now && now - since < CONFLICT_RELOAD_INTERVAL_MS;
}

/**
 * A 409 reloads the tab at most once per CONFLICT_RELOAD_INTERVAL_MS: a request that every page
 * load makes would otherwise reload it forever. A further 409 within that time shows the notice
 * instead, itself at most once per interval (several calls often conflict together).
 */
export function conflictAction({
  lastReloadAt,
  lastNoticeAt,
  now,
}: ConflictHistory): ConflictAction {
  if (!within(lastReloadAt, now)) return 'reload';
  return within(lastNoticeAt, now) ? 'none' : 'notice';
}

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function readTime(storage: Storage, key: string): number | null {
  const value = Number(storage.getItem(key) ?? Number.NaN);
  return Number.isFinite(value) ? value : null;
}

function reasonKeyOf(message: string | undefined): string {
  return message !== undefined &&
    message.startsWith('errors.') &&
    message.length <= REASON_MAX_LENGTH
    ? message
    : NO_REASON;
}

/** The notice's detail: the spec's sentence, then why when the 409 said it in known words. */
function conflictDetail(detailKey: 'conflict.detail' | 'conflict.notReloaded', reason: string) {
  const http = { ns: 'http' };
  const why = reason === NO_REASON ? undefined : translatedServerKey(reason, i18next.t);
  return why === undefined
    ? i18next.t(detailKey, http)
    : i18next.t('conflict.withReason', {
        ...http,
        detail: i18next.t(detailKey, http),
        reason: why,
      });
}

function showConflictNotice(
  detailKey: 'conflict.detail' | 'conflict.notReloaded',
  reason = NO_REASON,
): void {
  withNamespace('http', () =>
    notify({
      title: i18next.t('conflict.title', { ns: 'http' }),
      detail: conflictDetail(detailKey, reason),
      variant: 'warning',
    }),
  );
}

/**
 * 409: the data on screen is stale (spec section 8). Keeps the user's input and reloads, unless
 * the tab reloaded for a conflict moments ago: then it only says so. Without sessionStorage
 * nothing could stop a reload loop, so the tab never reloads. `message` is the 409's (an
 * `errors.*` key says what changed, after the reload).
 */
export function handleConflict(
  reload: () => void,
  now = Date.now(),
  message?: string,
): ConflictAction {
  const storage = session();
  const action = storage
    ? conflictAction({
        lastReloadAt: readTime(storage, CONFLICT_RELOADED_AT_KEY),
        lastNoticeAt: readTime(storage, CONFLICT_NOTICE_AT_KEY),
        now,
      })
    : 'notice';
  if (action === 'reload' && storage) {
    storage.setItem(CONFLICT_RELOADED_AT_KEY, String(now));
    storage.setItem(CONFLICT_FLAG_KEY, reasonKeyOf(message));
    saveDrafts();
    reload();
  } else if (action === 'notice') {
    storage?.setItem(CONFLICT_NOTICE_AT_KEY, String(now));
    showConflictNotice('conflict.notReloaded');
  }
  return action;
}

/**
 * Called once at app start: after a conflict reload, shows the conflict notice after
 * CONFLICT_NOTICE_DELAY_MS (the page settles first), with the 409's reason when it had one.
 * Returns whether a notice was scheduled.
 */
export function showConflictNoticeIfFlagged(): boolean {
  const storage = session();
  const flag = storage?.getItem(CONFLICT_FLAG_KEY) ?? null;
  if (!storage || flag === null) return false;
  storage.removeItem(CONFLICT_FLAG_KEY);
  const reason = reasonKeyOf(flag);
  setTimeout(() => showConflictNotice('conflict.detail', reason), CONFLICT_NOTICE_DELAY_MS);
  return true;
}
