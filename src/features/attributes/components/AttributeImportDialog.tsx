import { CsvImportDialog } from '@/lib/files';
import { useAppDispatch } from '@/lib/store/hooks';
import { IMPORT_INVALID, attributesChanged, uploadAttributes } from '../api/attributes.api';

/** Uploads attributes.csv; a refused file (nothing imported) lists its errors by line. */
export function AttributeImportDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  return (
    <CsvImportDialog
      upload={uploadAttributes}
      refusalKey={IMPORT_INVALID}
      texts={{ ns: 'attributes', prefix: 'files' }}
      onImported={() => dispatch(attributesChanged())}
      onClose={onClose}
    />
  );
}
