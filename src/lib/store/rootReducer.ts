import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '@/lib/api/baseApi';
import { organizationSlice } from '@/lib/auth/organizationSlice';
import { restoreSlice } from '@/lib/auth/restoreSlice';
import { sessionSlice } from '@/lib/auth/sessionSlice';
import { preferencesSlice } from '@/lib/preferences/preferencesSlice';

/**
 * The client state of the platform. Features add their slices lazily with `rootReducer.inject(slice)`;
 * each slice resets itself on `loggedOut` (logout resets all state).
 */
export const rootReducer = combineSlices(
  sessionSlice,
  organizationSlice,
  preferencesSlice,
  restoreSlice,
  baseApi,
);

export type RootState = ReturnType<typeof rootReducer>;
