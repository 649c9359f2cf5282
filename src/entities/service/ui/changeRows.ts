import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/lib/config/constants';
import type { ChangeRow } from '@/lib/ui';
import type { LocalizedText } from '../service.types';

/** Values compare as the API sends them (the same shape, in the same order, for both versions). */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface ChangeRowMakers {
  /** One row per language whose text changed, labelled "Name (French)". */
  texts: (label: string, before: LocalizedText | null, after: LocalizedText | null) => ChangeRow[];
  /** One row when the value changed (compared raw, shown formatted), else none. */
  value: <T>(label: string, before: T, after: T, format: (value: T) => ReactNode) => ChangeRow[];
}

/** The makers of "before → after" rows, in the interface's language. */
export function useChangeRows(): ChangeRowMakers {
  const { t } = useTranslation('ui');
  return {
    texts: (label, before, after) =>
      LANGUAGES.filter((language) => (before?.[language] ?? '') !== (after?.[language] ?? '')).map(
        (language) => ({
          label: t('multiLanguage.label', { label, language: t(`languages.${language}`) }),
          before: before?.[language] ?? null,
          after: after?.[language] ?? null,
        }),
      ),
    value: (label, before, after, format) =>
      same(before, after) ? [] : [{ label, before: format(before), after: format(after) }],
  };
}

/** The items of two lists side by side, by key (an added or removed one has null on one side). */
export function pairsBy<T>(
  before: readonly T[],
  after: readonly T[],
  key: (item: T, index: number) => string | number,
): { before: T | null; after: T | null; index: number }[] {
  const keys = [
    ...new Set([...after.map((item, i) => key(item, i)), ...before.map((item, i) => key(item, i))]),
  ];
  return keys.map((wanted, index) => ({
    before: before.find((item, i) => key(item, i) === wanted) ?? null,
    after: after.find((item, i) => key(item, i) === wanted) ?? null,
    index,
  }));
}
