import { SESSION_CHANNEL_NAME } from '@/lib/config/constants';
import type { AuthStore } from './authState';
import { selectSessionNonce, selectToken } from './sessionSlice';

/**
 * What one tab tells the others (DECISIONS.md, "Session hardening": tabs share one session). A
 * session is named by its nonce (made at login, shared through the cookie), never by a field of
 * the API's answers (the spec's auth user has no id).
 */
export type SessionMessage = { type: 'logout' } | { type: 'login'; session: string };

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
  return (
    value.type === 'login' &&
    'session' in value &&
    typeof value.session === 'string' &&
    value.session !== ''
  );
}

export interface TabSession {
  /** The nonce of this tab's live session, null when it holds no access token. */
  session: string | null;
}

/**
 * What a tab does on another tab's message: a logout ends this tab's session too; a login that
 * began another session reloads it (its token, organization and cached data are the previous
 * session's); a tab that joined the same session changes nothing. A tab without a session has
 * nothing to give up.
 */
export function reactionTo(message: SessionMessage, tab: TabSession): 'logout' | 'reload' | 'none' {
  if (tab.session === null) return 'none';
  if (message.type === 'logout') return 'logout';
  return message.session === tab.session ? 'none' : 'reload';
}

interface SessionSnapshot {
  token: string | null;
  session: string | null;
}

/**
 * What this tab should announce after its own state changed: 'logout' when its session ended,
 * the session's nonce when this tab began or joined one (login, or a start from the cookie).
 */
export function announcementFor(
  before: SessionSnapshot,
  after: SessionSnapshot,
): SessionMessage | null {
  if (before.token !== null && after.token === null && after.session === null) {
    return { type: 'logout' };
  }
  if (after.token === null || after.session === null) return null;
  if (before.token === null || before.session !== after.session) {
    return { type: 'login', session: after.session };
  }
  return null;
}

export interface TabSyncDeps {
  store: AuthStore;
  channel: SessionChannel | null;
  /** Another tab logged out: clear this tab's session and go to login with a redirect. */
  onLogout: () => void;
  /** Another tab began another session: reload into it. */
  onReload: () => void;
}

function snapshotOf(store: AuthStore): SessionSnapshot {
  const state = store.getState();
  return { token: selectToken(state), session: selectSessionNonce(state) };
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
    const { token, session } = snapshotOf(store);
    const reaction = reactionTo(event.data, { session: token === null ? null : session });
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
