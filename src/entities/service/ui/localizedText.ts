import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import type { LocalizedText } from '../service.types';

/** A text in the interface's language, else the default language's. */
export function useLocalizedText() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (text: LocalizedText) => text[language] || text.en;
}
