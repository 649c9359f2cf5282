/**
 * Multipart uploads through the one axios instance. Files over the spec's 2 Mo are refused
 * before anything is sent, with the translated message:
 *
 *   const saved = await uploadFile<Attachment>({
 *     url: 'api/import/attribute', file, fieldName: 'file', extra: { organizationId: 3 },
 *     onProgress: (p) => setPercent(p.fraction),
 *   });
 *
 * A failure is toasted as "Error uploading file" with the catalogue's detail, and rejects
 * (with the ApiError, or a FileTooLargeError).
 */
import type { UploadedFile } from '@/lib/api/files.types';
import { MAX_FILE_SIZE_BYTES } from '@/lib/config/constants';
import { notify } from '@/lib/feedback/notify';
import { http } from '@/lib/http/client';
import { toApiError } from '@/lib/http/toApiError';
import type { RequestMeta } from '@/lib/http/types';
import { i18next, withNamespace } from '@/lib/i18n/i18n';
import { progressOf, type TransferProgress } from './download';
import { reportFileFailure } from './failure';

export type UploadExtraValue = string | number | boolean | Blob | null | undefined;

export interface UploadOptions {
  url: string;
  file: File | Blob;
  /** The multipart field of the file; defaults to 'file'. */
  fieldName?: string;
  /** The name sent with the file; defaults to the File's own name. */
  fileName?: string;
  /** Other multipart fields; null and undefined are left out. */
  extra?: Readonly<Record<string, UploadExtraValue>>;
  onProgress?: (progress: TransferProgress) => void;
  signal?: AbortSignal;
  /** Success wording and the like; errors are reported here. */
  meta?: Omit<RequestMeta, 'silentError'>;
  /** Defaults to the spec's 2 Mo. */
  maxSize?: number;
}

export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';
}

const BYTES_PER_MB = 1024 * 1024;

function refuseTooLarge(maxSize: number): never {
  const max = Math.round((maxSize / BYTES_PER_MB) * 10) / 10;
  const message = i18next.t('file.tooLarge', { ns: 'ui', max });
  withNamespace('http', () =>
    notify({
      title: i18next.t('failure.fileUpload', { ns: 'http' }),
      detail: message,
      variant: 'warning',
    }),
  );
  throw new FileTooLargeError(message);
}

export function multipartBody(
  file: File | Blob,
  fieldName: string,
  extra: Readonly<Record<string, UploadExtraValue>> = {},
  fileName: string = file instanceof File ? file.name : 'file',
): FormData {
  const body = new FormData();
  body.append(fieldName, file, fileName);
  for (const [name, value] of Object.entries(extra)) {
    if (value === null || value === undefined) continue;
    body.append(name, value instanceof Blob ? value : String(value));
  }
  return body;
}

export async function uploadFile<T = unknown>(options: UploadOptions): Promise<T> {
  const { url, file, fieldName = 'file', fileName, extra, onProgress, signal, meta } = options;
  const maxSize = options.maxSize ?? MAX_FILE_SIZE_BYTES;
  if (file.size > maxSize) refuseTooLarge(maxSize);
  try {
    const response = await http.post<T>(url, multipartBody(file, fieldName, extra, fileName), {
      // axios turns FormData into JSON under the instance's JSON content type; the browser
      // replaces this one with its own, boundary included.
      headers: { 'Content-Type': 'multipart/form-data' },
      signal,
      onUploadProgress: onProgress ? (event) => onProgress(progressOf(event)) : undefined,
      meta: { ...meta, silentError: true },
    });
    return response.data;
  } catch (thrown) {
    const error = toApiError(thrown);
    reportFileFailure(error, 'failure.fileUpload');
    throw error;
  }
}

/**
 * POST api/file: a file the other calls then name by id (a policy's terms, say). It is a step
 * of the form that sends it, whose own success says it.
 */
export function storeFile(file: File): Promise<UploadedFile> {
  return uploadFile<UploadedFile>({
    url: 'api/file',
    file,
    fileName: file.name,
    meta: { success: false },
  });
}
