import type { HeaderAction } from '@/lib/ui';
import { DownloadIcon } from '@/lib/ui/views/icons';
import type { DownloadOptions } from './download';
import { DownloadButton } from './DownloadButton';
import { useDownload } from './useDownload';

type FileOptions = Pick<DownloadOptions, 'url' | 'params' | 'fileName' | 'meta'>;

/**
 * A download as a page header's secondary action: the DownloadButton (with its progress) from sm
 * up, an entry of the header's "⋯" on a phone.
 *
 *   <PageHeader secondary={[useDownloadAction('print', t('show.print'), quotePrintDownload(id))]} />
 */
export function useDownloadAction(id: string, label: string, file: FileOptions): HeaderAction {
  const { download } = useDownload();
  return {
    id,
    label,
    icon: <DownloadIcon fontSize="small" />,
    onClick: () => void download(file),
    button: <DownloadButton {...file}>{label}</DownloadButton>,
  };
}
