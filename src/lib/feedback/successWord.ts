/** Wording of the success toast: "Successfully {word}". */
export type SuccessWord = 'added' | 'claimed' | 'deleted' | 'sent' | 'updated' | 'validated';

/**
 * A call's say in its success feedback, carried in its request meta (lib/http's RequestMeta
 * extends this: the feedback owns its options, so it reads nothing of http).
 */
export interface SuccessOptions {
  /** Success wording, or false for no success feedback. Defaults by method: POST added, PATCH updated, DELETE deleted. */
  success?: SuccessWord | false;
  /** A POST shows a modal alert on success unless this is set. */
  forceToast?: boolean;
}

const DEFAULT_WORD: Record<string, SuccessWord> = {
  post: 'added',
  put: 'updated',
  patch: 'updated',
  delete: 'deleted',
};

/** Which "Successfully …" wording a successful call deserves, or null for none (GET never has one). */
export function successWordFor(
  method: string | undefined,
  meta: SuccessOptions | undefined,
): SuccessWord | null {
  const verb = (method ?? 'get').toLowerCase();
  const byDefault = DEFAULT_WORD[verb];
  if (byDefault === undefined || meta?.success === false) return null;
  return meta?.success ?? byDefault;
}

/** A POST opens the modal alert (the user just created something) unless it asks for a toast. */
export function successUsesAlert(
  method: string | undefined,
  meta: SuccessOptions | undefined,
): boolean {
  return (method ?? '').toLowerCase() === 'post' && !meta?.forceToast;
}
