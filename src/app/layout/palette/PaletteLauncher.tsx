import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPaletteShortcut, shortcutOfPlatform } from './paletteShortcut';

/** The palette, its sources' labels and the kit's view: loaded on the first open only. */
const AppPalette = lazy(() => import('./AppPalette'));

/**
 * The top bar's search button and the Ctrl+K (⌘K on Apple devices) listener, both opening the
 * command palette. This much is in the shell's chunk; the palette itself comes on first use.
 */
export function PaletteLauncher() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const show = useCallback(() => {
    setWanted(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      // The browser's own Ctrl+K (its search bar) gives way to the app's.
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [show]);
  const shortcut = shortcutOfPlatform();
  return (
    <>
      <Tooltip title={t('palette.openWithShortcut', { shortcut: shortcut.shown })}>
        <Button
          color="inherit"
          onClick={show}
          aria-label={t('palette.open')}
          aria-keyshortcuts={shortcut.aria}
          sx={{ minWidth: 0, px: { xs: 1, sm: 1.5 }, gap: 1, textTransform: 'none' }}
        >
          <SearchIcon aria-hidden />
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }} aria-hidden>
            {t('palette.open')}…
          </Box>
          <Box
            component="kbd"
            aria-hidden
            sx={{
              display: { xs: 'none', md: 'inline' },
              px: 0.75,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              fontFamily: 'inherit',
              fontSize: '0.75rem',
            }}
          >
            {shortcut.shown}
          </Box>
        </Button>
      </Tooltip>
      {wanted && (
        <Suspense fallback={null}>
          <AppPalette open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
