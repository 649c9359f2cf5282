import { FUEL_PRICE_ERRORS } from '@/entities/service';
import { CsvImportDialog } from '@/lib/files';
import { useAppDispatch } from '@/lib/store/hooks';
import { importsChanged, uploadFuelPrices } from '../api/fuelImports.api';

/** Uploads fuel prices in a CSV; a refused file (nothing imported) lists its errors by line. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  return (
    <CsvImportDialog
      upload={uploadFuelPrices}
      refusalKey={FUEL_PRICE_ERRORS.importInvalid}
      texts={{ ns: 'fuelPrices', prefix: 'imports' }}
      onImported={() => dispatch(importsChanged())}
      onClose={onClose}
    />
  );
}
