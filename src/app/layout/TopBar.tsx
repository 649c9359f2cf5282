import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSelectedOrganization } from '@/lib/auth/organizationSlice';
import { selectUser } from '@/lib/auth/sessionSlice';
import { useCan } from '@/lib/auth/useCan';
import { contributions, visibleContributions } from '@/lib/contributions/contributions';
import { useAppSelector } from '@/lib/store/hooks';
import { actingOrganizationOf } from './actingOrganization';
import { DisplaySettings } from './DisplaySettings';
import { LanguageMenu } from './LanguageMenu';
import { OrganizationSwitcher } from './OrganizationSwitcher';
import { PaletteLauncher } from './palette/PaletteLauncher';
import { UserMenu } from './UserMenu';

export function TopBar({
  showMenuButton,
  onMenuClick,
}: {
  showMenuButton: boolean;
  onMenuClick: () => void;
}) {
  const { t } = useTranslation('common');
  const user = useAppSelector(selectUser);
  const selected = useAppSelector(selectSelectedOrganization);
  const can = useCan();
  const roles = actingOrganizationOf(selected, user?.organizations ?? [])?.roles;
  const sides = roles ? { buyer: roles.includes('buyer'), seller: roles.includes('seller') } : null;
  // What the features put in the bar (the buyer's carts), each loaded on its own.
  const items = visibleContributions(contributions().shellItems, sides, can).filter(
    (item) => item.slot === 'topBar',
  );
  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 0, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        {showMenuButton && (
          <IconButton edge="start" aria-label={t('shell.openMenu')} onClick={onMenuClick}>
            <MenuIcon />
          </IconButton>
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex' }}>
          <OrganizationSwitcher />
        </Box>
        <PaletteLauncher />
        {items.map(({ id, component: Item }) => (
          <Suspense key={id} fallback={null}>
            <Item />
          </Suspense>
        ))}
        <LanguageMenu />
        <DisplaySettings />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
