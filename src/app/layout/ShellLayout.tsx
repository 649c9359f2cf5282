import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AwaitingValidationNotice, OrganizationTabsContext } from '@/entities/organization';
import { navCollapsedChanged, selectNavCollapsed } from '@/lib/preferences/preferencesSlice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { organizationTabs } from '../organizationTabs';
import { NavMenu } from './NavMenu';
import { OfflineBanner } from './OfflineBanner';
import { TopBar } from './TopBar';

export const DRAWER_WIDTH = 260;
/** The permanent menu collapsed to its icons. */
export const COLLAPSED_WIDTH = 72;

/** Asks about pending invitations after login (its own chunk: most sessions have none). */
const InvitationsPrompt = lazy(() => import('./InvitationsPrompt'));
/** The live updates' stream (or polling): loaded with the shell, never on the login page. */
const LiveUpdates = lazy(() => import('../live/LiveUpdates'));

/**
 * The app frame: the vertical menu the full height (permanent from lg, collapsible to icons and
 * remembered; a temporary drawer below), the top bar and the page beside it.
 */
export default function ShellLayout() {
  const theme = useTheme();
  const { t } = useTranslation('common');
  const permanent = useMediaQuery(theme.breakpoints.up('lg'));
  const [open, setOpen] = useState(false);
  const dispatch = useAppDispatch();
  const collapsed = useAppSelector(selectNavCollapsed) && permanent;
  const width = collapsed ? COLLAPSED_WIDTH : DRAWER_WIDTH;
  const closeMenu = useCallback(() => setOpen(false), []);
  const openMenu = useCallback(() => setOpen(true), []);
  const toggleCollapsed = useCallback(
    () => dispatch(navCollapsedChanged(!collapsed)),
    [dispatch, collapsed],
  );
  const skin = theme.skin;
  // The router renders the layout again on every change of the URL, a list's page or filter
  // included: the menu and the top bar are the same elements then, so React skips them (the
  // menu's links follow the location themselves).
  const drawer = useMemo(
    () => (
      <Drawer
        variant={permanent ? 'permanent' : 'temporary'}
        open={permanent || open}
        onClose={closeMenu}
        ModalProps={{ keepMounted: true }}
        slotProps={{
          paper: {
            sx: {
              width: permanent ? width : DRAWER_WIDTH,
              overflowX: 'hidden',
              transition: WIDTH_TRANSITION,
              bgcolor: 'navigation.background',
              color: 'navigation.text',
              borderInlineEnd: skin === 'bordered' ? 1 : 0,
              borderColor: 'divider',
            },
          },
        }}
      >
        <NavMenu
          onNavigate={closeMenu}
          collapsed={collapsed}
          onToggleCollapsed={permanent ? toggleCollapsed : undefined}
        />
      </Drawer>
    ),
    [permanent, open, closeMenu, width, skin, collapsed, toggleCollapsed],
  );
  const topBar = useMemo(
    () => <TopBar showMenuButton={!permanent} onMenuClick={openMenu} />,
    [permanent, openMenu],
  );
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -48,
          zIndex: 3000,
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        {t('shell.skipToContent')}
      </Box>
      <Box sx={{ width: { lg: width }, flexShrink: { lg: 0 }, transition: WIDTH_TRANSITION }}>
        {drawer}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {topBar}
        <OfflineBanner />
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{
            flexGrow: 1,
            p: { xs: 1.5, sm: 2, md: 3 },
            width: '100%',
            maxWidth: 1440,
            mx: 'auto',
            outline: 'none',
          }}
        >
          <AwaitingValidationNotice place="shell" />
          {/* The organization page shows the tabs its sibling features declare. */}
          <OrganizationTabsContext value={organizationTabs}>
            <Outlet />
          </OrganizationTabsContext>
        </Box>
        <Suspense fallback={null}>
          <InvitationsPrompt />
        </Suspense>
        <Suspense fallback={null}>
          <LiveUpdates />
        </Suspense>
      </Box>
    </Box>
  );
}

// The menu's width follows the collapse smoothly.
const WIDTH_TRANSITION = 'width 150ms ease-out';
