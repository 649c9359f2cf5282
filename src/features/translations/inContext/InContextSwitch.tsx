import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/auth/useCan';
import { IGNORE_ATTRIBUTE, setInContextEditing, useInContextEditing } from './state';

/** Turns in-context editing on or off (for operators who may edit texts). */
export function InContextSwitch() {
  const { t } = useTranslation('translations');
  const on = useInContextEditing();
  if (!useCan()('OPERATOR_TRANSLATION_EDIT')) return null;
  return (
    <FormControlLabel
      {...{ [IGNORE_ATTRIBUTE]: '' }}
      control={<Switch checked={on} onChange={(_event, checked) => setInContextEditing(checked)} />}
      label={t('inContext.switch')}
    />
  );
}
