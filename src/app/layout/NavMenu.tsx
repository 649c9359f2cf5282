import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  createElement,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useCan } from '@/lib/auth/useCan';
import { visuallyHidden } from '@/lib/ui/views/visuallyHidden';
import type { MenuIconLoader } from '@/lib/auth/routes';
import { menuOf } from '../menu';
import { useAppRoutes } from './useAppRoutes';
import { ActingOrganizationBlock } from './ActingOrganizationBlock';
import { preloadRoute } from './preloadRoute';

export interface NavMenuProps {
  onNavigate: () => void;
  /** Icons only (the wide screen's choice): labels stay for screen readers and in tooltips. */
  collapsed?: boolean;
  /** Given where the menu can collapse (the permanent menu); absent in the phone's drawer. */
  onToggleCollapsed?: () => void;
}

/**
 * The vertical menu, the full height of the screen: the acting organization at the top, then
 * the groups under small-caps headers; an item shows only if its route is allowed for the
 * selected organization.
 */
export function NavMenu({ onNavigate, collapsed = false, onToggleCollapsed }: NavMenuProps) {
  const can = useCan();
  const routes = useAppRoutes();
  const groups = useMemo(() => menuOf(can, routes), [can, routes]);
  const namespaces = useMenuNamespaces(groups.flatMap((g) => g.items.map((i) => i.menu.labelKey)));
  const { t, i18n, ready } = useTranslation(namespaces);
  const routeAt = useMemo(() => new Map(routes.map((route) => [route.path, route])), [routes]);
  const preload = (path: string) => {
    const route = routeAt.get(path);
    if (route) preloadRoute(route, i18n.language);
  };
  /**
   * A label whose namespace is not loaded yet in the language shown (a switch of language while
   * the menu mounts, at login) waits as a placeholder instead of showing its key.
   */
  const label = (key: string) =>
    ready || i18n.exists(key, { ns: namespaces }) ? t(key) : <Skeleton width={96} aria-hidden />;
  return (
    <Box
      component="nav"
      aria-label={t('shell.mainMenu')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <Toolbar sx={{ px: collapsed ? 1 : 2, justifyContent: collapsed ? 'center' : 'flex-start' }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} noWrap={!collapsed}>
          {collapsed ? <span aria-hidden>{t('app.name').slice(0, 2)}</span> : t('app.name')}
          {collapsed && <span style={visuallyHidden}>{t('app.name')}</span>}
        </Typography>
      </Toolbar>
      <ActingOrganizationBlock collapsed={collapsed} />
      <Box sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden', pb: 1 }}>
        {groups.map(({ group, items }) => (
          <List
            key={group}
            dense
            subheader={
              group === 'main' ? undefined : collapsed ? (
                <Divider component="li" role="presentation" sx={{ mx: 1.5, my: 0.5 }} />
              ) : (
                <ListSubheader
                  sx={{
                    bgcolor: 'transparent',
                    color: 'inherit',
                    opacity: 0.7,
                    lineHeight: 2.5,
                    fontVariant: 'all-small-caps',
                    letterSpacing: '0.08em',
                    fontSize: '0.875rem',
                  }}
                >
                  {label(`menu.groups.${group}`)}
                </ListSubheader>
              )
            }
          >
            {items.map((item) => {
              const text = label(item.menu.labelKey);
              const badge =
                item.menu.badge && !collapsed
                  ? { id: `menu-badge-${item.path}`, load: item.menu.badge }
                  : null;
              return (
                <ListItem
                  key={item.path}
                  disablePadding
                  // Beside the link, not in it: the link keeps its name and is described by it.
                  secondaryAction={
                    badge ? (
                      <Box component="span" id={badge.id} sx={{ pointerEvents: 'none' }}>
                        <MenuBadge load={badge.load} />
                      </Box>
                    ) : undefined
                  }
                >
                  <Tooltip title={collapsed ? text : ''} placement="right">
                    <ListItemButton
                      component={NavLink}
                      aria-describedby={badge?.id}
                      to={
                        item.menu.search
                          ? { pathname: item.path, search: item.menu.search }
                          : item.path
                      }
                      end={item.path === '/'}
                      onClick={onNavigate}
                      onPointerEnter={() => preload(item.path)}
                      onFocus={() => preload(item.path)}
                      sx={{
                        mx: 1,
                        borderRadius: 1,
                        color: 'inherit',
                        justifyContent: collapsed ? 'center' : 'flex-start',
                        '&.active': { bgcolor: 'navigation.selected', fontWeight: 600 },
                      }}
                    >
                      <ListItemIcon sx={{ color: 'inherit', minWidth: collapsed ? 0 : 40 }}>
                        <MenuIcon load={item.menu.icon} />
                      </ListItemIcon>
                      <ListItemText primary={text} style={collapsed ? visuallyHidden : undefined} />
                    </ListItemButton>
                  </Tooltip>
                </ListItem>
              );
            })}
          </List>
        ))}
      </Box>
      {onToggleCollapsed && (
        <>
          <Divider />
          <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 1 }}>
            <Tooltip title={collapsed ? t('shell.expandMenu') : t('shell.collapseMenu')}>
              <IconButton
                color="inherit"
                aria-label={t('shell.collapseMenu')}
                aria-pressed={collapsed}
                onClick={onToggleCollapsed}
              >
                {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
              </IconButton>
            </Tooltip>
          </Box>
        </>
      )}
    </Box>
  );
}

/** Each entry's label lives in its domain's namespace ('fleet:menu.crews'): load those too. */
function useMenuNamespaces(labelKeys: readonly string[]): string[] {
  const key = labelKeys.join('|');
  return useMemo(() => {
    const named = key
      .split('|')
      .map((label) => (label.includes(':') ? (label.split(':')[0] ?? '') : ''))
      .filter((ns, i, all) => ns !== '' && ns !== 'common' && all.indexOf(ns) === i);
    return ['common', ...named];
  }, [key]);
}

/** One load per icon, kept: the menu draws it again at each render without loading again. */
const iconModules = new Map<MenuIconLoader, ReturnType<MenuIconLoader>>();
/** The drawings loaded, drawn at once when the menu mounts again. */
const loadedIcons = new Map<MenuIconLoader, ComponentType>();

function iconModule(load: MenuIconLoader): ReturnType<MenuIconLoader> {
  const known = iconModules.get(load);
  if (known) return known;
  // A drawing that fails to load (a deploy replaced its chunk) leaves its place empty: the
  // menu stays usable, its labels say the rest.
  const loading = load().catch(() => ({ default: IconPlace }));
  iconModules.set(load, loading);
  return loading;
}

/**
 * A drawing loaded in an effect, `fallback` until then. Not suspended on: the menu renders
 * again at each change of the URL (its links follow it), and a drawing still loading then
 * held that navigation (a list's new filter) until it came; in a test, for ever.
 */
function LoadedIcon({ load, fallback = null }: { load: MenuIconLoader; fallback?: ReactNode }) {
  const [loaded, setLoaded] = useState<{ load: MenuIconLoader; Icon: ComponentType } | null>(null);
  const Icon = loaded?.load === load ? loaded.Icon : loadedIcons.get(load);
  useEffect(() => {
    if (Icon) return;
    let live = true;
    void iconModule(load).then((module) => {
      loadedIcons.set(load, module.default);
      if (live) setLoaded({ load, Icon: module.default });
    });
    return () => {
      live = false;
    };
  }, [load, Icon]);
  // A drawing the loader gave, the same for each load: not a component made in this render.
  return Icon ? createElement(Icon) : fallback;
}

function IconPlace() {
  return <Box component="span" sx={{ display: 'inline-block', width: 24, height: 24 }} />;
}

/** A count beside the label: nothing until it has loaded (a count that fails stays away). */
function MenuBadge({ load }: { load: MenuIconLoader }) {
  return <LoadedIcon load={load} />;
}

/** The icon's place is kept while its drawing loads, so the labels do not move. */
function MenuIcon({ load }: { load: MenuIconLoader }) {
  return <LoadedIcon load={load} fallback={<IconPlace />} />;
}
