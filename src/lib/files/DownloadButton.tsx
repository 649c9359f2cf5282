import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '@/lib/ui/views/icons';
import type { DownloadOptions } from './download';
import { useDownload } from './useDownload';

export interface DownloadButtonProps
  extends
    Pick<DownloadOptions, 'url' | 'params' | 'fileName' | 'meta'>,
    Omit<ButtonProps, 'onClick' | 'href'> {}

/**
 * A button that downloads a file and shows how far it got ("Downloading… 42 %", or without a
 * percentage when the server does not send the size).
 *
 *   <DownloadButton url={`api/trip/${id}/export`} fileName={FILE_NAMES.trip(id)}>
 *     {t('trip.exportPdf')}
 *   </DownloadButton>
 */
export function DownloadButton(props: DownloadButtonProps) {
  const { url, params, fileName, meta, children, disabled, ...button } = props;
  const { t } = useTranslation('ui');
  const { download, progress, isDownloading } = useDownload();
  const percent =
    progress?.fraction === null || progress?.fraction === undefined
      ? null
      : Math.round(progress.fraction * 100);

  return (
    <Button
      variant="outlined"
      {...button}
      disabled={disabled || isDownloading}
      aria-busy={isDownloading}
      startIcon={
        isDownloading ? (
          <CircularProgress
            size={16}
            color="inherit"
            variant={percent === null ? 'indeterminate' : 'determinate'}
            value={percent ?? undefined}
            aria-hidden
          />
        ) : (
          <DownloadIcon />
        )
      }
      onClick={() => void download({ url, params, fileName, meta })}
    >
      {isDownloading
        ? percent === null
          ? t('download.inProgress')
          : t('download.progress', { percent })
        : children}
    </Button>
  );
}
