import { CONFLICT_NOTICE_DELAY_MS } from '@/lib/config/constants';
import { saveDrafts } from '@/lib/drafts/drafts';
import { notify } from '@/lib/feedback/notify';
import { i18next, withNamespace } from '@/lib/i18n/i18n';

/** Survives the reload (same tab only) so that the reloaded page can say why it reloaded. */
export const CONFLICT_FLAG_KEY = 'front-office:conflict-reload';

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** 409: the data on screen is stale; keep the user's input, then reload (spec section 8). */
export function reloadAfterConflict(reload: () => void): void {
  session()?.setItem(CONFLICT_FLAG_KEY, '1');
  saveDrafts();
  reload();
}

/**
 * Called once at app start: after a conflict reload, shows the conflict notice after
 * CONFLICT_NOTICE_DELAY_MS (the page settles first). Returns whether a notice was scheduled.
 */
export function showConflictNoticeIfFlagged(): boolean {
  const storage = session();
  if (!storage || storage.getItem(CONFLICT_FLAG_KEY) === null) return false;
  storage.removeItem(CONFLICT_FLAG_KEY);
  setTimeout(() => {
    withNamespace('http', () =>
      notify({
        title: i18next.t('conflict.title', { ns: 'http' }),
        detail: i18next.t('conflict.detail', { ns: 'http' }),
        variant: 'warning',
      }),
    );
  }, CONFLICT_NOTICE_DELAY_MS);
  return true;
}
