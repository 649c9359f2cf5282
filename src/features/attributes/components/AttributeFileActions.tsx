import Button from '@mui/material/Button';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/auth/useCan';
import { DownloadButton, FILE_NAMES } from '@/lib/files';
import { EXPORT_URL } from '../api/attributes.api';
import { AttributeImportDialog } from './AttributeImportDialog';

/** The list's header: export attributes.csv; import one [OPERATOR_ATTRIBUTE_IMPORT]. */
export function AttributeFileActions() {
  const { t } = useTranslation('attributes');
  const can = useCan();
  const [importing, setImporting] = useState(false);
  return (
    <>
      <DownloadButton url={EXPORT_URL} fileName={FILE_NAMES.attributes}>
        {t('files.export')}
      </DownloadButton>
      {can('OPERATOR_ATTRIBUTE_IMPORT') && (
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          onClick={() => setImporting(true)}
        >
          {t('files.import')}
        </Button>
      )}
      {importing && <AttributeImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
