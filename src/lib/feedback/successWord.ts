import type { RequestMeta, SuccessWord } from '@/lib/http/types';

const DEFAULT_WORD: Record<string, SuccessWord> = {
  post: 'added',
  put: 'updated',
  patch: 'updated',
  delete: 'deleted',
};

/** Which "Successfully …" wording a successful call deserves, or null for none (GET never has one). */
export function successWordFor(
  method: string | undefined,
  meta: RequestMeta | undefined,
): SuccessWord | null {
  const verb = (method ?? 'get').toLowerCase();
  const byDefault = DEFAULT_WORD[verb];
  if (byDefault === undefined || meta?.success === false) return null;
  return meta?.success ?? byDefault;
}

/** A POST opens the modal alert (the user just created something) unless it asks for a toast. */
export function successUsesAlert(
  method: string | undefined,
  meta: RequestMeta | undefined,
): boolean {
  return (method ?? '').toLowerCase() === 'post' && !meta?.forceToast;
}
