/**
 * File calls are sent with `silentError` and report their own failure: the body of a failed
 * download is a Blob (parsed back into the API's JSON error first, so the catalogue can word it),
 * and the toast's title says what failed ("Cannot generate PDF", "Error uploading file").
 */
import { describeError } from '@/lib/http/errorCatalogue';
import { normalizeFieldErrors, serverMessageOf } from '@/lib/http/toApiError';
import type { ApiError } from '@/lib/http/types';
import { notify } from '@/lib/feedback/notify';
import { i18next, withNamespace } from '@/lib/i18n/i18n';

async function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  // Older engines (and jsdom) without Blob.text().
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable body'));
    reader.readAsText(blob);
  });
}

/** A Blob, from whichever realm made it (a fetch adapter's Blob is not the page's Blob). */
function isBlob(value: unknown): value is Blob {
  return (
    value instanceof Blob ||
    (typeof value === 'object' &&
      value !== null &&
      typeof Reflect.get(value, 'size') === 'number' &&
      typeof Reflect.get(value, 'text') === 'function')
  );
}

/** The error with its Blob body read as JSON (or text): message and field errors restored. */
export async function withReadableBody(error: ApiError): Promise<ApiError> {
  if (!isBlob(error.data)) return error;
  let body: unknown;
  try {
    const text = await blobText(error.data);
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = text;
    }
  } catch {
    return { ...error, data: null };
  }
  const errors: unknown =
    typeof body === 'object' && body !== null ? Reflect.get(body, 'errors') : undefined;
  return {
    ...error,
    message: serverMessageOf(body) ?? error.message,
    fieldErrors: normalizeFieldErrors(errors),
    data: body,
  };
}

/** Toasts the catalogue's wording of a file call's failure, under `titleKey` (http namespace). */
export function reportFileFailure(error: ApiError, titleKey?: string): void {
  withNamespace('http', () => {
    const description = describeError(error, i18next.t);
    if (!description) return;
    notify({
      ...description,
      title: titleKey ? i18next.t(titleKey, { ns: 'http' }) : description.title,
    });
  });
}
