import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useCan } from '@/lib/auth/useCan';
import { menuOf } from '../menu';
import { useAppRoutes } from '../routesContext';

/** The vertical menu: an item shows only if its route is allowed for the selected organization. */
export function NavMenu({ onNavigate }: { onNavigate: () => void }) {
  const can = useCan();
  const routes = useAppRoutes();
  const groups = useMemo(() => menuOf(can, routes), [can, routes]);
  // Each entry's label lives in its domain's namespace ('fleet:menu.crews'): load those too.
  const namespaces = useMemo(() => {
    const labels = groups.flatMap((group) => group.items.map((item) => item.menu.labelKey));
    const named = labels
      .map((key) => key.split(':')[0] ?? '')
      .filter((ns, i, all) => {
        return ns !== '' && ns !== 'common' && all.indexOf(ns) === i;
      });
    return ['common', ...named];
  }, [groups]);
  const { t } = useTranslation(namespaces);
  return (
    <nav aria-label={t('shell.mainMenu')}>
      <Toolbar>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {t('app.name')}
        </Typography>
      </Toolbar>
      {groups.map(({ group, items }) => (
        <List
          key={group}
          dense
          subheader={
            group === 'main' ? undefined : (
              <ListSubheader sx={{ bgcolor: 'transparent', color: 'inherit', opacity: 0.7 }}>
                {t(`menu.groups.${group}`)}
              </ListSubheader>
            )
          }
        >
          {items.map((item) => (
            <ListItem key={item.path} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.path}
                end={item.path === '/'}
                onClick={onNavigate}
                sx={{
                  mx: 1,
                  borderRadius: 1,
                  color: 'inherit',
                  '&.active': { bgcolor: 'navigation.selected', fontWeight: 600 },
                }}
              >
                <ListItemIcon sx={{ color: 'inherit', minWidth: 40 }}>
                  {item.menu.icon()}
                </ListItemIcon>
                <ListItemText primary={t(item.menu.labelKey)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ))}
    </nav>
  );
}
