/**
 * The MUI X pickers' adapter and texts in the person's language: the only module, with the
 * pickers that use it (DateTimeField, DateField's lazily loaded DatePickerInput, the list's date
 * range filter), that loads @mui/x-date-pickers and the dayjs locales. Never re-exported by
 * '@/lib/ui'.
 */
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fr';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, frFR } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/lib/config/constants';
import { toLanguage } from '@/lib/preferences/preferencesSlice';

/**
 * British English, not 'en': same words, but weeks start on Monday (spec section 9) and dates
 * read day-month-year, as in French.
 */
const ADAPTER_LOCALE: Record<Language, string> = { en: 'en-gb', fr: 'fr' };
// Every value is edited in UTC, never in the browser's zone: an instant is shown and typed in
// UTC (screens show times in UTC or at an airport, never in the browser's zone), and a
// wall-clock value as if it were UTC, which has no daylight-saving gap, so every airport time
// can be typed. Stored texts are read strictly (the adapter extends customParseFormat only once
// a picker renders).
dayjs.extend(utc);
dayjs.extend(customParseFormat);

/**
 * The picker's adapter parses typed sections in the browser's zone, where a time in a
 * daylight-saving gap (02:30 on a spring-forward night) does not exist and is refused: this one
 * parses them in UTC, the zone the picker edits in.
 */
class UtcAdapter extends AdapterDayjs {
  override parse = (value: string, format: string): Dayjs | null =>
    value === '' ? null : dayjs.utc(value, format, true).locale(this.getCurrentLocaleCode());
}

const PICKER_TEXTS = {
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
  fr: frFR.components.MuiLocalizationProvider.defaultProps.localeText,
} satisfies Record<Language, unknown>;

/** Around the pickers: the UTC adapter in the interface language, and the pickers' own texts. */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <LocalizationProvider
      dateAdapter={UtcAdapter}
      adapterLocale={ADAPTER_LOCALE[language]}
      localeText={PICKER_TEXTS[language]}
    >
      {children}
    </LocalizationProvider>
  );
}
