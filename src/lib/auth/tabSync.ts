import { SESSION_CHANNEL_NAME } from '@/lib/config/constants';
import type { AppStore } from '@/lib/store/makeStore';
import { selectToken, selectUser } from './sessionSlice';

/** What one tab tells the others (DECISIONS.md, "Session hardening": tabs share one session). */
export type SessionMessage = { type: 'logout' } | { type: 'login'; userId: number };

/** The part of a BroadcastChannel the tab sync uses (tests inject a fake pair). */
export interface SessionChannel {
  postMessage(message: SessionMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  close(): void;
}

/** The browser's channel, or null where BroadcastChannel does not exist (the tab then stands alone). */
export function openSessionChannel(): SessionChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL_NAME) : null;
}

export function isSessionMessage(value: unknown): value is SessionMessage {
  if (typeof value !== 'object' || value === null || !('type' in value)) return false;
  if (value.type === 'logout') return true;
  return value.type === 'login' && 'userId' in value && typeof value.userId === 'number';
}

export interface TabSession {
  /** The user of this tab's live session, null when it holds no access token. */
  userId: number | null;
}

/**
 * What a tab does on another tab's message: a logout ends this tab's session too; a login as
 * another user reloads it (its token, organization and cached data are the previous user's);
 * a login as the same user changes nothing. A tab without a session has nothing to give up.
 */
export function reactionTo(message: SessionMessage, tab: TabSession): 'logout' | 'reload' | 'none' {
  if (tab.userId === null) return 'none';
  if (message.type === 'logout') return 'logout';
  return message.userId === tab.userId ? 'none' : 'reload';
}

interface SessionSnapshot {
  token: string | null;
  userId: number | null;
}

/**
 * What this tab should announce after its own state changed: 'logout' when its session ended,
 * the user's id when a session began (login, or a start from the cookie) or changed user.
 */
export function announcementFor(
  before: SessionSnapshot,
  after: SessionSnapshot,
): SessionMessage | null {
  if (before.token !== null && after.token === null && after.userId === null) {
    return { type: 'logout' };
  }
  if (after.token === null || after.userId === null) return null;
  if (before.token === null || before.userId !== after.userId) {
    return { type: 'login', userId: after.userId };
  }
  return null;
}

export interface TabSyncDeps {
  store: AppStore;
  channel: SessionChannel | null;
  /** Another tab logged out: clear this tab's session and go to login with a redirect. */
  onLogout: () => void;
  /** Another tab logged in as someone else: reload into that user's session. */
  onReload: () => void;
}

function snapshotOf(store: AppStore): SessionSnapshot {
  const state = store.getState();
  return { token: selectToken(state), userId: selectUser(state)?.id ?? null };
}

/**
 * Keeps the tabs of one browser on one session over a BroadcastChannel: announces this tab's
 * logins and logouts (read from the store, whatever caused them) and applies the others'.
 * Returns the stop function (which closes the channel).
 */
export function startTabSync({ store, channel, onLogout, onReload }: TabSyncDeps): () => void {
  if (!channel) return () => undefined;
  let last = snapshotOf(store);
  let applyingRemote = false;

  const unsubscribe = store.subscribe(() => {
    const next = snapshotOf(store);
    const message = announcementFor(last, next);
    last = next;
    // A logout another tab asked for is not news to the others.
    if (message && !applyingRemote) channel.postMessage(message);
  });

  const onMessage = (event: MessageEvent<unknown>) => {
    if (!isSessionMessage(event.data)) return;
    const { token, userId } = snapshotOf(store);
    const reaction = reactionTo(event.data, { userId: token === null ? null : userId });
    if (reaction === 'reload') onReload();
    if (reaction !== 'logout') return;
    applyingRemote = true;
    try {
      onLogout();
    } finally {
      applyingRemote = false;
    }
  };
  channel.addEventListener('message', onMessage);

  return () => {
    unsubscribe();
    channel.removeEventListener('message', onMessage);
    channel.close();
  };
}
