import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DEMO_ACCOUNTS, type DemoAccount } from '../model/demoAccounts';

/** One click fills the form with a demo account (demo API only). */
export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  const { t } = useTranslation('auth');
  return (
    <section aria-labelledby="demo-accounts-title">
      <Typography
        id="demo-accounts-title"
        variant="subtitle2"
        component="h2"
        sx={{ mt: 3, mb: 0.5 }}
      >
        {t('demo.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('demo.hint')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email}>
            <Button
              fullWidth
              color="inherit"
              onClick={() => onPick(account)}
              sx={{
                justifyContent: 'flex-start',
                textAlign: 'start',
                textTransform: 'none',
                flexDirection: 'column',
                alignItems: 'flex-start',
                py: 0.75,
              }}
            >
              <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                {account.email}
              </Typography>
              <Typography component="span" variant="caption" color="text.secondary">
                {t(`demo.roles.${account.role}`)}
              </Typography>
            </Button>
          </li>
        ))}
      </Stack>
    </section>
  );
}
