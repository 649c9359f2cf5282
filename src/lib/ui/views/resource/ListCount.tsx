import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format/useFormatters';
import { visuallyHidden } from '../visuallyHidden';

/** The list's result count beside its title ("Orders · 115"), read as "115 results". */
export function ListCount({ total }: { total: number }) {
  const { t } = useTranslation('ui');
  const { locale } = useFormatters();
  return (
    <Typography
      component="p"
      variant="h5"
      color="text.secondary"
      sx={{ fontWeight: 400, fontVariantNumeric: 'tabular-nums' }}
    >
      <span aria-hidden>· {new Intl.NumberFormat(locale).format(total)}</span>
      <span style={visuallyHidden}>{t('resource.count', { count: total })}</span>
    </Typography>
  );
}
