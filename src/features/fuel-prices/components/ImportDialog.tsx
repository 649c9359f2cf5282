import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { FUEL_PRICE_ERRORS, type FuelPriceImport } from '@/entities/service';
import { useAppDispatch } from '@/lib/store/hooks';
import { FileField, FormDialog, StaticTable, useMutationForm } from '@/lib/ui';
import { VALIDATOR } from '@/lib/validation';
import { translateError } from '@/lib/validation/translateError';
import { importsChanged, uploadFuelPrices } from '../api/fuelImports.api';
import { importLineErrors, type ImportLineError } from '@/lib/files';

interface ImportValues {
  file: File | null;
}

const ACCEPT = ['.csv', 'text/csv'];

const importSchema = z.object({
  file: z.pipe(
    z.nullable(z.instanceof(File, { error: VALIDATOR.required })),
    z.instanceof(File, { error: VALIDATOR.required }),
  ),
});

/** Uploads a CSV; a refused file (nothing imported) lists its errors by line and column. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('fuelPrices');
  const dispatch = useAppDispatch();
  const { form, submit, errors, refusal } = useMutationForm({
    schema: importSchema,
    defaultValues: { file: null },
    mutation: ({ file }: { file: File }) => ({ unwrap: () => uploadFuelPrices(file) }),
    onSaved: (_saved: FuelPriceImport) => {
      dispatch(importsChanged());
      onClose();
    },
  });
  const invalid = refusal?.message === FUEL_PRICE_ERRORS.importInvalid;
  const lines = invalid ? importLineErrors(refusal.fieldErrors) : [];
  return (
    <FormDialog<ImportValues, unknown, { file: File }>
      title={t('imports.dialogTitle')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      // A refused file's errors are the table's, not a list above the field.
      errors={invalid ? [] : errors}
      submitLabel={t('imports.send')}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Alert severity="info">{t('imports.howItWorks')}</Alert>
        <FileField<ImportValues> name="file" label={t('imports.file')} required accept={ACCEPT} />
        {invalid && (
          <>
            <Alert severity="error">{t('imports.refused', { count: lines.length })}</Alert>
            <StaticTable<ImportLineError>
              label={t('imports.errorsLabel')}
              rows={lines}
              getRowId={(row) => `${row.line}.${row.column}`}
              columns={[
                { id: 'line', header: t('imports.line'), render: (row) => row.line, numeric: true },
                { id: 'column', header: t('imports.column'), render: (row) => row.column },
                {
                  id: 'reason',
                  header: t('imports.reason'),
                  render: (row) => translateError(t, row.messages),
                },
              ]}
            />
          </>
        )}
      </Stack>
    </FormDialog>
  );
}
