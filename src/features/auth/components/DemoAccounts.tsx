import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
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
      <Typography variant="body2" color="text.secondary">
        {t('demo.hint')}
      </Typography>
      <List dense disablePadding>
        {DEMO_ACCOUNTS.map((account) => (
          <ListItemButton
            key={account.email}
            onClick={() => onPick(account)}
            sx={{ borderRadius: 1 }}
          >
            <ListItemText primary={account.email} secondary={t(`demo.roles.${account.role}`)} />
          </ListItemButton>
        ))}
      </List>
    </section>
  );
}
