import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/lib/ui/views/feedback/DocumentTitle';
import { useListMyInvitationsQuery } from '@/entities/organization';
import { PendingInvitations } from '@/entities/organization';

/** `/invitations` (the link of an invitation mail): the person accepts or declines each. */
export default function InvitationsPage() {
  const { t } = useTranslation('common');
  const invitations = useListMyInvitationsQuery(undefined);
  return (
    <Stack spacing={2}>
      <DocumentTitle title={t('invitations.title')} />
      <Typography variant="h1">{t('invitations.title')}</Typography>
      <Typography color="text.secondary">{t('invitations.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {invitations.data ? (
          <PendingInvitations invitations={invitations.data} />
        ) : (
          <Typography color="text.secondary" role="status">
            {t('status.loading')}
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
