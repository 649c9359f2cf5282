import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshSession } from '@/lib/http';
import { useAcceptInvitationMutation, useDeclineInvitationMutation } from './invitations.api';
import type { PendingInvitation } from './invitations.types';

/**
 * The person's pending invitations, each with Accept and Decline. Accepting refreshes the
 * session, so the organization joins the switcher at once.
 */
export function PendingInvitations({ invitations }: { invitations: readonly PendingInvitation[] }) {
  const { t } = useTranslation('common');
  const [accept, accepting] = useAcceptInvitationMutation();
  const [decline, declining] = useDeclineInvitationMutation();
  const [joined, setJoined] = useState<string | null>(null);
  const busy = accepting.isLoading || declining.isLoading;

  const onAccept = async (invitation: PendingInvitation) => {
    const result = await accept(invitation.id);
    if (result.error) return;
    await refreshSession();
    setJoined(invitation.organizationName);
  };

  return (
    <Stack spacing={2}>
      {joined && (
        <Alert severity="success" role="status">
          {t('invitations.joined', { organization: joined })}
        </Alert>
      )}
      {invitations.length === 0 ? (
        <Typography color="text.secondary">{t('invitations.none')}</Typography>
      ) : (
        <List aria-label={t('invitations.title')}>
          {invitations.map((invitation) => (
            <ListItem
              key={invitation.id}
              divider
              sx={{ flexWrap: 'wrap', gap: 1 }}
              aria-label={invitation.organizationName}
            >
              <ListItemText
                primary={invitation.organizationName}
                secondary={
                  invitation.workroleName
                    ? t('invitations.as', { workrole: invitation.workroleName })
                    : null
                }
              />
              <Stack direction="row" spacing={1}>
                <Button
                  variant="contained"
                  disabled={busy}
                  onClick={() => void onAccept(invitation)}
                >
                  {t('invitations.accept')}
                </Button>
                <Button color="inherit" disabled={busy} onClick={() => void decline(invitation.id)}>
                  {t('invitations.decline')}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
