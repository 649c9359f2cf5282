import * as z from 'zod/mini';
import { textProblem, textProblemMessage } from '@/lib/i18n/textRules';
import type { TranslationEntry, TranslationLocale } from '../api/translations.api';

export interface TextValues {
  text: string;
}

/** What a new text of `locale` must match: the bundled text of that language, else the other's. */
export function referenceOf(entry: TranslationEntry, locale: TranslationLocale): string | null {
  return entry.bundled[locale] ?? entry.bundled[locale === 'en' ? 'fr' : 'en'];
}

/**
 * The edit's schema: the demo API's own rule (lib/i18n/textRules), checked before sending so
 * that a dropped `{{count}}` is refused on the field without a round trip.
 */
export function textSchema(entry: TranslationEntry, locale: TranslationLocale) {
  const reference = referenceOf(entry, locale);
  return z.object({
    text: z.string().check(
      z.superRefine((text, ctx) => {
        const problem = textProblem({ key: entry.key, text, reference });
        if (problem) ctx.addIssue({ code: 'custom', message: textProblemMessage(problem) });
      }),
    ),
  });
}
