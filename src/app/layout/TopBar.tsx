import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
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
        <LanguageMenu />
        <DisplaySettings />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
