import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useDisplayFormat } from '@/lib/ui';
import { licenceState, todayIso } from '../model/licence';

const COLOR = { expired: 'error', expiring: 'warning', valid: 'success' } as const;

/** The licence's expiry date with its state: expired (red), expiring soon (amber) or valid. */
export function LicenceBadge({ expiryDate }: { expiryDate: string }) {
  const { t } = useTranslation('fleet');
  const show = useDisplayFormat();
  const state = licenceState(expiryDate, todayIso());
  const when = show.date(expiryDate) ?? expiryDate;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <span>{state === 'expired' ? t('licence.expiredOn', { date: when }) : when}</span>
      {state !== 'valid' && (
        // The state's colour on the border, the words in the text colour: readable in every skin.
        <Chip
          size="small"
          variant="outlined"
          label={t(`licence.${state}`)}
          sx={{ borderColor: `${COLOR[state]}.main`, borderWidth: 2 }}
        />
      )}
    </Box>
  );
}
