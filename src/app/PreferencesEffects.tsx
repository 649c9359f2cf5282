import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { selectPreferences } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';

/** Mirrors the preferences on the document and i18next: lang, dir, data-skin. */
export function PreferencesEffects() {
  const { language, direction, skin } = useAppSelector(selectPreferences);
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);
  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);
  useEffect(() => {
    document.documentElement.dataset.skin = skin;
  }, [skin]);
  return null;
}
