import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { selectSelectedOrganization } from '@/lib/auth/organizationSlice';
import { selectUser } from '@/lib/auth/sessionSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { SettingsSummary } from '../components/SettingsSummary';
import { DocumentTitle } from '@/lib/ui/feedback/DocumentTitle';

export default function HomePage() {
  const { t } = useTranslation(['auth', 'common']);
  const user = useAppSelector(selectUser);
  const selected = useAppSelector(selectSelectedOrganization);
  const membership = user?.organizations.find((organization) => organization.id === selected?.id);
  return (
    <Stack spacing={3}>
      <div>
        <DocumentTitle title={t('home.title', { name: user?.firstName ?? '' })} />
        <Typography variant="h1">{t('home.title', { name: user?.firstName ?? '' })}</Typography>
        <Typography color="text.secondary">{t('home.subtitle')}</Typography>
      </div>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h2" gutterBottom>
                {t('home.actingFor')}
              </Typography>
              {selected ? (
                <>
                  <Typography variant="h3" component="p" sx={{ mb: 1 }}>
                    {selected.name}
                  </Typography>
                  <Stack direction="row" spacing={1}>
                    {membership?.buyer && (
                      <Chip label={t('common:organization.buyer')} color="primary" />
                    )}
                    {membership?.seller && (
                      <Chip label={t('common:organization.seller')} color="secondary" />
                    )}
                    {membership && !membership.buyer && !membership.seller && (
                      <Chip label={t('common:organization.operator')} />
                    )}
                  </Stack>
                </>
              ) : (
                <Typography color="text.secondary">{t('home.noOrganization')}</Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SettingsSummary />
        </Grid>
      </Grid>
    </Stack>
  );
}
