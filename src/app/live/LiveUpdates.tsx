import { useEffect, useRef } from 'react';
import { baseApi } from '@/lib/api/baseApi';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { selectIsAuthenticated, selectToken } from '@/lib/auth/sessionSlice';
import { env } from '@/lib/config/env';
import { contributions } from '@/lib/contributions/contributions';
import { startLiveStream } from '@/lib/live/liveStream';
import { polledTagTypes, tagsOfChange } from '@/lib/live/liveTags';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';

// Tags are plain strings at run time; the widened view lets every feature's types through.
const anyTagApi = baseApi.enhanceEndpoints<string>({});

/**
 * Keeps what the signed-in member sees fresh (DECISIONS.md "Collaboration"): the changes the
 * API's event stream names refetch the tags the features contributed for them (liveTags in
 * their contributes.ts); without the stream, a poll every 30 s while the tab is visible. Loaded
 * with the shell (its own chunk), never on the login page. Draws nothing.
 */
export default function LiveUpdates() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const token = useAppSelector(selectToken);
  const organizationId = useAppSelector(selectSelectedOrganizationId);
  // Read when the stream (re)connects and at each event, without restarting it.
  const latest = useRef({ token, organizationId });
  useEffect(() => {
    latest.current = { token, organizationId };
  }, [token, organizationId]);

  useEffect(() => {
    if (!signedIn) return undefined;
    const entries = contributions().liveTags;
    return startLiveStream({
      url: () => {
        const current = latest.current.token;
        // A browser (or a test's DOM) without EventSource: polling only.
        if (typeof EventSource === 'undefined' || !current) return null;
        return `${env.apiUrl}api/events?token=${encodeURIComponent(current)}`;
      },
      open: (url) => new EventSource(url),
      onChange: (change) => {
        const tags = tagsOfChange(change, entries, latest.current.organizationId);
        if (tags.length > 0) dispatch(anyTagApi.util.invalidateTags(tags));
      },
      poll: () => dispatch(anyTagApi.util.invalidateTags(polledTagTypes(entries))),
      isVisible: () => document.visibilityState === 'visible',
    });
  }, [signedIn, dispatch]);

  return null;
}
