import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import type { ApiError } from '@/lib/http/types';
import { downloadFile, type DownloadOptions, type TransferProgress } from './download';

export interface DownloadState {
  progress: TransferProgress | null;
  isDownloading: boolean;
  error: ApiError | null;
}

/**
 * A download with its progress for the UI; leaving the page cancels it.
 *
 *   const { download, progress, isDownloading } = useDownload();
 *   <Button onClick={() => download({ url, fileName: FILE_NAMES.trip(id) })} />
 *
 * `download` resolves to true once the file is saved, false when it failed (already toasted).
 */
export function useDownload() {
  const [state, setState] = useState<DownloadState>({
    progress: null,
    isDownloading: false,
    error: null,
  });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const download = useCallback(
    async (options: Omit<DownloadOptions, 'onProgress' | 'signal'>): Promise<boolean> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ progress: null, isDownloading: true, error: null });
      try {
        await downloadFile({
          ...options,
          signal: current.signal,
          onProgress: (progress) => setState((previous) => ({ ...previous, progress })),
        });
        setState({ progress: null, isDownloading: false, error: null });
        return true;
      } catch (error) {
        setState({ progress: null, isDownloading: false, error: apiErrorOf(error) });
        return false;
      }
    },
    [],
  );

  return { download, ...state };
}
