import createCache from '@emotion/cache';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Direction, Skin } from '@/lib/config/constants';
import { createAppTheme } from './theme';

const ltrCache = createCache({ key: 'css' });

/**
 * Test isolation hook (tests/setup.ts): forgets the styles inserted so far. Test files that
 * share one jsdom would otherwise each start with every earlier file's rules in the head, and
 * jsdom's getComputedStyle (every role query calls it) slows down with each rule.
 */
export function resetInsertedStyles(): void {
  ltrCache.sheet.flush();
  ltrCache.inserted = {};
}

/** The RTL emotion cache (stylis-plugin-rtl) loads only when a user turns right-to-left on. */
function useRtlCache(direction: Direction): EmotionCache | null {
  const [cache, setCache] = useState<EmotionCache | null>(null);
  useEffect(() => {
    if (direction !== 'rtl' || cache) return;
    let live = true;
    void import('./rtlCache').then(({ createRtlCache }) => {
      if (live) setCache(createRtlCache());
    });
    return () => {
      live = false;
    };
  }, [direction, cache]);
  return direction === 'rtl' ? cache : null;
}

export function ThemeRoot({
  skin,
  direction,
  children,
}: {
  skin: Skin;
  direction: Direction;
  children: ReactNode;
}) {
  const theme = useMemo(() => createAppTheme(skin, direction), [skin, direction]);
  const rtlCache = useRtlCache(direction);
  const themed = (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
  // Always the same tree, only the cache changes: toggling the direction must not remount the
  // app (and lose what a user was typing).
  return <CacheProvider value={rtlCache ?? ltrCache}>{themed}</CacheProvider>;
}
