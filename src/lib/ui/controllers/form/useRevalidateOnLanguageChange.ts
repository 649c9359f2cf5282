import { useEffect } from 'react';
import {
  useFormState,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The paths of the fields holding an error ('address.city', 'legs.0.airport'). */
export function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (typeof value !== 'object' || value === null || key === 'root' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('type' in value && typeof value.type === 'string') paths.push(path);
    else paths.push(...errorPaths(value as FieldErrors, path));
  }
  return paths;
}

/**
 * Spec section 5: "validation reruns on language change". Messages are keys translated at render,
 * but a rule may depend on the language (the delete word, locale-specific formats), so the
 * fields that hold an error are validated again; fields without one stay untouched.
 */
export function useRevalidateOnLanguageChange<T extends FieldValues, C = unknown, O = T>(
  form: Pick<UseFormReturn<T, C, O>, 'trigger' | 'control'>,
) {
  const { i18n } = useTranslation();
  const { trigger, control } = form;
  // Subscribes this component (not the whole page) to the errors, so the handler sees the latest.
  const { errors } = useFormState({ control });
  useEffect(() => {
    const revalidate = () => {
      const paths = errorPaths(errors);
      if (paths.length > 0) void trigger(paths as Path<T>[]);
    };
    i18n.on('languageChanged', revalidate);
    return () => i18n.off('languageChanged', revalidate);
  }, [i18n, trigger, errors]);
}
