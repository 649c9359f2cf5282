import { identityFound, type Identity } from '@/lib/auth/sessionSlice';
import type { HttpStore } from './httpStore';
import { http } from './client';

/** GET api/my-account: the user's own account, which has the id and email (features/account). */
export const MY_ACCOUNT_URL = 'api/my-account';

function isIdentity(data: unknown): data is Identity {
  return (
    typeof data === 'object' &&
    data !== null &&
    'id' in data &&
    typeof data.id === 'number' &&
    'email' in data &&
    typeof data.email === 'string'
  );
}

/**
 * The spec's auth user has no id and no email (section 3); the screens and the carts that need them
 * read them from my account (DECISIONS.md, "Authority and money"). Once per session, when the
 * signed-in profile lacks either, asks my account quietly and completes the profile; an API that
 * answers them at login costs no call. Returns the stop function.
 */
export function startIdentityFill(store: HttpStore): () => void {
  let askedFor: string | null = null;
  const check = () => {
    const { token, user, nonce } = store.getState().session;
    if (token === null || user === null || nonce === null || askedFor === nonce) return;
    if (user.id !== undefined && user.email !== undefined) return;
    askedFor = nonce;
    http
      .get<unknown>(MY_ACCOUNT_URL, { meta: { silentError: true } })
      .then(({ data }) => {
        // The session may have ended or changed meanwhile: its answer is not this one's.
        if (!isIdentity(data) || store.getState().session.nonce !== nonce) return;
        store.dispatch(identityFound({ id: data.id, email: data.email }));
      })
      .catch(() => {
        // Unknown until the next start or session: the screens do without (an empty field).
      });
  };
  const unsubscribe = store.subscribe(check);
  check();
  return unsubscribe;
}
