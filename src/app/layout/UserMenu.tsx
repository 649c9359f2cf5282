import AccountIcon from '@mui/icons-material/AccountCircleOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { selectUser } from '@/lib/auth/sessionSlice';
import { routeTo } from '@/lib/paths/routeTo';
import { useAppSelector, useAppStore } from '@/lib/store/hooks';
import { logoutAndRedirect } from '../session';

export function UserMenu() {
  const { t } = useTranslation(['common', 'account']);
  const user = useAppSelector(selectUser);
  const store = useAppStore();
  const navigate = useNavigate();
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  const initials = user ? `${user.firstName.charAt(0)}${user.lastName.charAt(0)}` : '?';
  return (
    <>
      <IconButton
        aria-label={t('shell.accountMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar
          src={user?.profilePictureFileUrl ?? undefined}
          alt=""
          sx={{
            width: 32,
            height: 32,
            fontSize: 14,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {initials}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
          <div>
            <Typography variant="subtitle2">{name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {user?.email}
            </Typography>
          </div>
        </MenuItem>
        <Divider />
        <MenuItem
          component={RouterLink}
          to={routeTo('account.show', { tab: 'main-info' })}
          onClick={() => setAnchor(null)}
        >
          <ListItemIcon>
            <AccountIcon fontSize="small" />
          </ListItemIcon>
          {t('account:menu.account')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            logoutAndRedirect(
              store,
              (to) => void navigate(to),
              `${location.pathname}${location.search}`,
            );
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('shell.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
