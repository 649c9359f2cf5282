import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { routeTo } from '@/lib/paths/routeTo';
import { selectIsAuthenticated } from '@/lib/auth/sessionSlice';
import { useListMyInvitationsQuery } from '@/entities/organization';
import { useAppSelector } from '@/lib/store/hooks';
import { PendingInvitations } from '@/entities/organization';

/**
 * After login, the app asks about pending invitations: a dialog listing them with Accept and
 * Decline, until answered or put off ("Later", for the rest of this visit). Mounted by the shell.
 */
export default function InvitationsPrompt() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  // Asked only within a session: a logout must leave nothing cached nor asking again.
  const signedIn = useAppSelector(selectIsAuthenticated);
  const invitations = useListMyInvitationsQuery(signedIn ? undefined : skipToken);
  const [later, setLater] = useState(false);
  const [asked, setAsked] = useState(false);
  const pending = invitations.data ?? [];
  // Once asked, the dialog stays until closed: the outcome of the last answer shows there.
  if (!asked && pending.length > 0 && pathname !== routeTo('account.invitations')) setAsked(true);
  const open = asked && !later;
  return (
    <Dialog open={open} onClose={() => setLater(true)} fullWidth maxWidth="sm">
      <DialogTitle>{t('invitations.promptTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('invitations.intro')}</DialogContentText>
        <PendingInvitations invitations={pending} />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={() => setLater(true)}>
          {pending.length > 0 ? t('invitations.later') : t('actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
