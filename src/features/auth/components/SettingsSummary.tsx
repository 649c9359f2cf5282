import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format/useFormatters';
import { NATIVE_LANGUAGE_NAMES } from '@/lib/i18n/languageNames';
import { selectPreferences } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';

/** Sample values in the user's language, currency and unit system, so a change shows at once. */
const SAMPLES = [
  { key: 'runway', value: 2500, unit: 'm' },
  { key: 'fuel', value: 1200, unit: 'l' },
  { key: 'weight', value: 21500, unit: 'kg' },
] as const;

export function SettingsSummary() {
  const { t } = useTranslation(['auth', 'common']);
  const preferences = useAppSelector(selectPreferences);
  const format = useFormatters();
  const rows: [string, string][] = [
    [t('home.language'), NATIVE_LANGUAGE_NAMES[preferences.language]],
    [t('home.currency'), preferences.currency],
    [t('home.measurement'), t(`common:preferences.measurements.${preferences.measurement}`)],
    [t('home.sampleAmount'), format.money(1250.5)],
    ...SAMPLES.map(({ key, value, unit }): [string, string] => [
      t(`home.${key}`),
      format.unit(value, unit),
    ]),
  ];
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {t('home.settings')}
        </Typography>
        <dl
          style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px', margin: 0 }}
        >
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500, whiteSpace: 'nowrap' }}>
                {value}
              </Typography>
            </div>
          ))}
        </dl>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('home.changeSettings')}
        </Typography>
      </CardContent>
    </Card>
  );
}
