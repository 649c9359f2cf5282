import type { Language } from '@/lib/config/constants';

/** Language names are written in their own language, so they read the same whatever is chosen. */
export const NATIVE_LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };
