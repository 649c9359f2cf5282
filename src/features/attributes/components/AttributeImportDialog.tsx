import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { importLineErrors, type ImportLineError } from '@/lib/files';
import { useAppDispatch } from '@/lib/store/hooks';
import { FileField, FormDialog, StaticTable, useMutationForm } from '@/lib/ui';
import { VALIDATOR } from '@/lib/validation';
import { translateError } from '@/lib/validation/translateError';
import {
  IMPORT_INVALID,
  attributesChanged,
  uploadAttributes,
  type AttributeImport,
} from '../api/attributes.api';

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

/** Uploads attributes.csv; a refused file (nothing imported) lists its errors by line. */
export function AttributeImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('attributes');
  const dispatch = useAppDispatch();
  const { form, submit, errors, refusal } = useMutationForm({
    schema: importSchema,
    defaultValues: { file: null },
    mutation: ({ file }: { file: File }) => ({ unwrap: () => uploadAttributes(file) }),
    onSaved: (_saved: AttributeImport) => {
      dispatch(attributesChanged());
      onClose();
    },
  });
  const invalid = refusal?.message === IMPORT_INVALID;
  const lines = invalid ? importLineErrors(refusal.fieldErrors) : [];
  return (
    <FormDialog<ImportValues, unknown, { file: File }>
      title={t('files.dialogTitle')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      errors={invalid ? [] : errors}
      submitLabel={t('files.send')}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Alert severity="info">{t('files.howItWorks')}</Alert>
        <FileField<ImportValues> name="file" label={t('files.file')} required accept={ACCEPT} />
        {invalid && (
          <>
            <Alert severity="error">{t('files.refused', { count: lines.length })}</Alert>
            <StaticTable<ImportLineError>
              label={t('files.errorsLabel')}
              rows={lines}
              getRowId={(row) => `${row.line}.${row.column}`}
              columns={[
                { id: 'line', header: t('files.line'), render: (row) => row.line, numeric: true },
                { id: 'column', header: t('files.column'), render: (row) => row.column },
                {
                  id: 'reason',
                  header: t('files.reason'),
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
