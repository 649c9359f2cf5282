import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { env } from '@/lib/config/env';
import { authPaths } from '../paths';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/entities/account';

/**
 * One styled native button per account: the list is on the login page's first paint, where
 * five MUI Buttons (ripple, variants) cost more to render than they bring.
 */
const AccountButton = styled('button')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  width: '100%',
  padding: theme.spacing(0.75, 1),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  background: 'none',
  color: theme.palette.text.primary,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
}));

const AccountList = styled('ul')({ listStyle: 'none', padding: 0, margin: 0 });

/** What a pick fills the form with. */
export interface DemoCredentials {
  email: string;
  password: string;
}

/**
 * One click fills the form with a demo account (demo API only). The list and the password stay in
 * this lazily loaded module, out of the login page's own chunk.
 */
export function DemoAccounts({ onPick }: { onPick: (credentials: DemoCredentials) => void }) {
  const { t } = useTranslation('demo');
  return (
    <section aria-labelledby="demo-accounts-title">
      <Typography
        id="demo-accounts-title"
        variant="subtitle2"
        component="h2"
        sx={{ mt: 3, mb: 0.5 }}
      >
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('hint')}
      </Typography>
      <AccountList>
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email}>
            <AccountButton
              type="button"
              onClick={() => onPick({ email: account.email, password: DEMO_PASSWORD })}
            >
              <strong>{account.email}</strong>
              <small>{t(`roles.${account.role}`)}</small>
            </AccountButton>
          </li>
        ))}
      </AccountList>
      {env.demoMailbox && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('mailboxHint')}{' '}
          <RouterLink to={authPaths.demoMailbox()}>{t('mailboxLink')}</RouterLink>
        </Typography>
      )}
    </section>
  );
}
