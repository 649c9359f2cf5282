import { useTranslation } from 'react-i18next';
import { FUEL_PRICE_ERRORS } from '@/entities/service';
import { CsvImportDialog, csvImportTexts } from '@/lib/files';
import { useAppDispatch } from '@/lib/store/hooks';
import { importsChanged, uploadFuelPrices } from '../api/fuelImports.api';

/** Uploads fuel prices in a CSV; a refused file (nothing imported) lists its errors by line. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('fuelPrices');
  const dispatch = useAppDispatch();
  return (
    <CsvImportDialog
      upload={uploadFuelPrices}
      refusalKey={FUEL_PRICE_ERRORS.importInvalid}
      texts={csvImportTexts(t, 'imports')}
      onImported={() => dispatch(importsChanged())}
      onClose={onClose}
    />
  );
}
