/**
 * Dangerous deletes ask the person to type a word (spec section 5). The dialog asks for the word
 * of the interface language, exactly; the lighter alert variant takes "delete" in any case.
 */
import type { Language } from '@/lib/config/constants';

const DELETE_WORDS: Record<Language, string> = { en: 'DELETE', fr: 'SUPPRIMER' };

export type DangerousDeleteVariant = 'dialog' | 'alert';

export function dangerousDeleteWord(lang: Language): string {
  return DELETE_WORDS[lang];
}

export function isDangerousDeleteConfirmed(
  typed: string,
  lang: Language,
  variant: DangerousDeleteVariant,
): boolean {
  if (variant === 'alert') return typed.toLowerCase() === 'delete';
  return typed === dangerousDeleteWord(lang);
}
