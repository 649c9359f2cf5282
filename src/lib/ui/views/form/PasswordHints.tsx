import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_SPECIALS,
  passwordChecks,
  type PasswordChecks,
} from '@/lib/validation/predicates';
import { CheckCircleIcon, UncheckedIcon } from '../icons';
import { visuallyHidden } from '../visuallyHidden';

interface PasswordHintsProps {
  id: string;
  value: string;
  minLength: number;
}

const ORDER: readonly (keyof PasswordChecks)[] = ['length', 'digit', 'lower', 'upper', 'special'];

/** The strength rules with a tick for each one already met; colour is never the only signal. */
export function PasswordHints({ id, value, minLength }: PasswordHintsProps) {
  const { t } = useTranslation('ui');
  const checks = passwordChecks(value, minLength);
  return (
    <div id={id}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('password.hintsTitle')}
      </Typography>
      <List dense disablePadding>
        {ORDER.map((rule) => {
          const met = checks[rule];
          return (
            <ListItem key={rule} disableGutters sx={{ py: 0 }} data-met={met}>
              <ListItemIcon sx={{ minWidth: 28, color: met ? 'success.main' : 'text.disabled' }}>
                {met ? <CheckCircleIcon fontSize="small" /> : <UncheckedIcon fontSize="small" />}
              </ListItemIcon>
              <ListItemText
                primary={
                  <>
                    {t(`password.hints.${rule}`, {
                      count: minLength,
                      characters: PASSWORD_SPECIALS,
                    })}
                    <span style={visuallyHidden}>
                      {' '}
                      ({t(met ? 'password.met' : 'password.notMet')})
                    </span>
                  </>
                }
                slotProps={{
                  primary: { variant: 'body2', color: met ? 'text.primary' : 'text.secondary' },
                }}
              />
            </ListItem>
          );
        })}
      </List>
    </div>
  );
}
