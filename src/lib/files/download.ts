/**
 * Downloads through the one axios instance, so the session headers, the token refresh and the
 * error catalogue apply; the file is saved under the spec's name:
 *
 *   await downloadFile({ url: `api/quote/${id}/print`, fileName: FILE_NAMES.quote(id) });
 *   await downloadFile({ url: 'export/marketplace/invoice', params: query, fileName: FILE_NAMES.export });
 *
 * A failure is toasted here (a PDF's as "Cannot generate PDF", with the catalogue's detail read
 * from the JSON error inside the Blob body) and rejects with the ApiError.
 */
import type { AxiosProgressEvent } from 'axios';
import { http } from '@/lib/http/client';
import { toApiError } from '@/lib/http/toApiError';
import type { RequestMeta } from '@/lib/http/types';
import { reportFileFailure, withReadableBody } from './failure';
import { isPdfName } from './fileNames';

export interface TransferProgress {
  loaded: number;
  /** Null when the server does not say the size. */
  total: number | null;
  /** 0..1, null when the total is unknown. */
  fraction: number | null;
}

export interface DownloadOptions {
  url: string;
  params?: Record<string, unknown>;
  /** The saved file's name: FILE_NAMES.export, FILE_NAMES.quote(id)… */
  fileName: string;
  onProgress?: (progress: TransferProgress) => void;
  signal?: AbortSignal;
  meta?: Omit<RequestMeta, 'silentError'>;
}

export function progressOf(event: Pick<AxiosProgressEvent, 'loaded' | 'total'>): TransferProgress {
  const total = event.total !== undefined && event.total > 0 ? event.total : null;
  return {
    loaded: event.loaded,
    total,
    fraction: total === null ? null : Math.min(1, event.loaded / total),
  };
}

/** How long the object URL outlives the click: some browsers read it after the click returns. */
const REVOKE_AFTER_MS = 10_000;

/** Hands a Blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
}

export async function downloadFile(options: DownloadOptions): Promise<void> {
  const { url, params, fileName, onProgress, signal, meta } = options;
  try {
    const response = await http.get<Blob>(url, {
      params,
      signal,
      responseType: 'blob',
      headers: { Accept: '*/*' },
      onDownloadProgress: onProgress ? (event) => onProgress(progressOf(event)) : undefined,
      meta: { ...meta, silentError: true },
    });
    saveBlob(response.data, fileName);
  } catch (thrown) {
    const error = await withReadableBody(toApiError(thrown));
    reportFileFailure(error, isPdfName(fileName) ? 'failure.pdfNotGenerated' : undefined);
    throw error;
  }
}
