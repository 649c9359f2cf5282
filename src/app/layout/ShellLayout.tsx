import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AwaitingValidationNotice, OrganizationTabsContext } from '@/entities/organization';
import { organizationTabs } from '../organizationTabs';
import { NavMenu } from './NavMenu';
import { OfflineBanner } from './OfflineBanner';
import { TopBar } from './TopBar';

export const DRAWER_WIDTH = 260;

/** Asks about pending invitations after login (its own chunk: most sessions have none). */
const InvitationsPrompt = lazy(() => import('./InvitationsPrompt'));

/** The app frame: vertical menu (permanent from lg, temporary below), top bar, page. */
export default function ShellLayout() {
  const theme = useTheme();
  const { t } = useTranslation('common');
  const permanent = useMediaQuery(theme.breakpoints.up('lg'));
  const [open, setOpen] = useState(false);
  const menu = <NavMenu onNavigate={() => setOpen(false)} />;
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
      <Box sx={{ width: { lg: DRAWER_WIDTH }, flexShrink: { lg: 0 } }}>
        <Drawer
          variant={permanent ? 'permanent' : 'temporary'}
          open={permanent || open}
          onClose={() => setOpen(false)}
          ModalProps={{ keepMounted: true }}
          slotProps={{
            paper: {
              sx: {
                width: DRAWER_WIDTH,
                bgcolor: 'navigation.background',
                color: 'navigation.text',
                borderInlineEnd: theme.skin === 'bordered' ? 1 : 0,
                borderColor: 'divider',
              },
            },
          }}
        >
          {menu}
        </Drawer>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar showMenuButton={!permanent} onMenuClick={() => setOpen(true)} />
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
      </Box>
    </Box>
  );
}
