import { useCallback } from 'react';
import { profileUpdated } from '@/lib/auth/sessionSlice';
import { useAppDispatch } from '@/lib/store/hooks';
import type { MyAccount } from '../../../entities/account';

/**
 * Puts the saved names and picture into the session's profile (the user menu reads it). With
 * `language`, the saved default language too, which becomes the app's language at once; a
 * picture upload leaves the language the user is browsing in alone.
 */
export function useSessionProfile() {
  const dispatch = useAppDispatch();
  return useCallback(
    (account: MyAccount, { language = false }: { language?: boolean } = {}) => {
      dispatch(
        profileUpdated({
          firstName: account.firstName,
          lastName: account.lastName,
          profilePictureFileUrl: account.profilePictureFileUrl,
          ...(language ? { defaultLang: account.defaultLang } : {}),
        }),
      );
    },
    [dispatch],
  );
}
