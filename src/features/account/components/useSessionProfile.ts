import { useCallback } from 'react';
import { selectToken, selectUser, tokenRefreshed } from '@/lib/auth/sessionSlice';
import { useAppStore } from '@/lib/store/hooks';
import type { MyAccount } from '../api/account.types';

/**
 * Puts the saved names and picture into the session's profile (the user menu reads it). The
 * session slice takes a fresh profile with the current token, as after a refresh.
 */
export function useSessionProfile() {
  const store = useAppStore();
  return useCallback(
    (account: MyAccount) => {
      const state = store.getState();
      const user = selectUser(state);
      const token = selectToken(state);
      if (!user || !token) return;
      store.dispatch(
        tokenRefreshed({
          ...user,
          token,
          refreshToken: '',
          firstName: account.firstName,
          lastName: account.lastName,
          profilePictureFileUrl: account.profilePictureFileUrl,
          defaultLang: account.defaultLang,
        }),
      );
    },
    [store],
  );
}
