import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { useUnreadNotificationsQuery } from '../api/notifications.api';

// Its own chunk: the list, its sentences and their namespaces load when the bell is opened.
const NotificationPanel = lazy(() => import('./NotificationPanel'));

/** The top bar's bell (a shell item): the unread count; the panel on a click. */
export default function NotificationBell() {
  const { t } = useTranslation('common');
  const organizationId = useAppSelector(selectSelectedOrganizationId);
  const { data: count = 0 } = useUnreadNotificationsQuery(undefined, {
    skip: organizationId === null,
  });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  if (organizationId === null) return null;
  const label = t('notifications.button', { count });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => {
            setOpened(true);
            setAnchor(event.currentTarget);
          }}
        >
          <Badge badgeContent={count} color="primary" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <NotificationPanel anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
