import { useEffect } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { registerDraft, takeDraft } from './drafts';

/**
 * Keeps a react-hook-form form's input across a conflict reload: on mount it restores the saved
 * draft, if any, and registers the form so that `saveDrafts()` can save it.
 * The restored values are not made the defaults, so the form still shows as changed.
 * Values go through JSON: dates come back as ISO strings, files are not kept.
 */
export function useFormDraft<TValues extends FieldValues, TContext = unknown, TOutput = TValues>(
  key: string,
  form: Pick<UseFormReturn<TValues, TContext, TOutput>, 'reset' | 'getValues'>,
): void {
  const { reset, getValues } = form;
  useEffect(() => {
    const draft = takeDraft<DefaultValues<TValues>>(key);
    if (draft !== undefined) reset(draft, { keepDefaultValues: true });
    return registerDraft(key, () => getValues());
  }, [key, reset, getValues]);
}
