import DoneIcon from '@mui/icons-material/Done';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCan } from '@/lib/auth/useCan';
import { contributions } from '@/lib/contributions/contributions';
import { EmptyState } from '@/lib/ui/views/feedback/EmptyState';
import { ErrorState } from '@/lib/ui/views/feedback/ErrorState';
import { LoadingState } from '@/lib/ui/views/feedback/LoadingState';
import { RelativeTime } from '@/lib/ui/views/time/RelativeTime';
import { visuallyHidden } from '@/lib/ui/views/visuallyHidden';
import {
  useNotificationsQuery,
  useReadAllNotificationsMutation,
  useReadNotificationMutation,
} from '../api/notifications.api';
import { sentenceNamespaces, withKinds } from './notificationText';

const KINDS = contributions().notificationKinds;

/** The bell's panel: the newest notifications, each a link to its screen, and "mark read". */
export default function NotificationPanel({
  anchor,
  onClose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['notifications', ...sentenceNamespaces(KINDS)]);
  const can = useCan();
  const titleId = useId();
  const { data, isLoading, isError, refetch } = useNotificationsQuery(undefined, {
    skip: anchor === null,
  });
  const [readOne] = useReadNotificationMutation();
  const [readAll, { isLoading: readingAll }] = useReadAllNotificationsMutation();
  const shown = withKinds(data?.notifications ?? [], KINDS, can);
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: 380, maxWidth: 'calc(100vw - 16px)' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('notifications:title')}
        </Typography>
        <Button
          size="small"
          onClick={(event) => {
            // The button is disabled once all are read: focus moves to the newest instead.
            event.currentTarget.closest('[role="dialog"]')?.querySelector('a')?.focus();
            void readAll(undefined);
          }}
          disabled={readingAll || (data?.unread ?? 0) === 0}
        >
          {t('notifications:readAll')}
        </Button>
      </Box>
      {isLoading && <LoadingState />}
      {isError && <ErrorState onRetry={() => void refetch()} />}
      {data && shown.length === 0 && <EmptyState message={t('notifications:empty')} />}
      {shown.length > 0 && (
        <List
          dense
          disablePadding
          aria-labelledby={titleId}
          sx={{ maxHeight: 440, overflow: 'auto' }}
        >
          {shown.map(({ notification, kind }) => {
            const sentence = t(kind.sentenceKey, {
              reference: notification.reference,
              actor: notification.actor ?? t('notifications:platform'),
            });
            return (
              <ListItem
                key={notification.id}
                disablePadding
                secondaryAction={
                  notification.read ? undefined : (
                    <IconButton
                      edge="end"
                      aria-label={t('notifications:readOne', { sentence })}
                      onClick={(event) => {
                        // The button goes once read: focus stays in the panel, on the link.
                        event.currentTarget.closest('li')?.querySelector('a')?.focus();
                        void readOne(notification.id);
                      }}
                    >
                      <DoneIcon />
                    </IconButton>
                  )
                }
              >
                <ListItemButton
                  component={RouterLink}
                  to={kind.to(notification)}
                  onClick={() => {
                    if (!notification.read) void readOne(notification.id);
                    onClose();
                  }}
                  sx={{ bgcolor: notification.read ? undefined : 'action.selected' }}
                >
                  <ListItemText
                    primary={
                      <>
                        {/* Bold says it to the eye, the hidden word to a screen reader. */}
                        {!notification.read && (
                          <span style={visuallyHidden}>{t('notifications:unread')}</span>
                        )}
                        {/* Leading white space collapses on screen; it parts the words when read. */}{' '}
                        {sentence}
                      </>
                    }
                    slotProps={{
                      primary: { sx: { fontWeight: notification.read ? undefined : 600 } },
                      secondary: { component: 'span' },
                    }}
                    secondary={<RelativeTime value={notification.at} />}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Popover>
  );
}
