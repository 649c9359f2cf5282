import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import type { FuelPrice } from '@/entities/service';
import { useDisplayFormat } from '@/lib/ui';

type Lock = NonNullable<FuelPrice['lock']>;

/** Why an imported airport's row cannot be edited by hand, and when the next run is. */
export function ImportLockNotice({ lock }: { lock: Lock }) {
  const { t } = useTranslation('fuelPrices');
  const show = useDisplayFormat();
  return (
    <Alert severity="info" icon={<LockOutlined />} sx={{ mb: 2 }}>
      {t('lock.notice', { nextRunAt: show.dateTime(lock.nextRunAt) })}
    </Alert>
  );
}

/** The list's mark of a row priced by import (its tooltip-free words say the same). */
export function ImportLockChip() {
  const { t } = useTranslation('fuelPrices');
  return <Chip size="small" icon={<LockOutlined />} label={t('lock.chip')} variant="outlined" />;
}
