import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { selectSelectedOrganization } from '@/lib/auth/organizationSlice';
import { selectUser } from '@/lib/auth/sessionSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { actingOrganizationOf } from './actingOrganization';
import { CartButton } from './carts/CartButton';
import { DisplaySettings } from './DisplaySettings';
import { LanguageMenu } from './LanguageMenu';
import { OrganizationSwitcher } from './OrganizationSwitcher';
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
  // Carts are a buyer's: one per trip event, all listed behind this button.
  const buyer = actingOrganizationOf(selected, user?.organizations ?? [])?.roles.includes('buyer');
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
        {buyer && <CartButton />}
        <LanguageMenu />
        <DisplaySettings />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
