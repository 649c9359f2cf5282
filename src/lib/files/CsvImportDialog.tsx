import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { FileField, FormDialog, StaticTable, useMutationForm } from '@/lib/ui';
import { VALIDATOR } from '@/lib/validation';
import { translateError } from '@/lib/validation/translateError';
import { importLineErrors, type ImportLineError } from './importLineErrors';

/**
 * Where the dialog's words are, as list pages read theirs: namespace `ns`, under `prefix`:
 * `dialogTitle`, `howItWorks`, `file`, `send`, `refused` (plural: `refused_one`,
 * `refused_other`), `errorsLabel`, `line`, `column` and `reason`.
 */
export interface CsvImportTexts {
  ns: string;
  prefix: string;
}

export interface CsvImportDialogProps<T> {
  /** Sends the file (lib/files' `uploadFile`); rejects with the API's refusal. */
  upload: (file: File) => Promise<T>;
  /** The refusal message of a file refused by line (`line.<n>.<column>` errors). */
  refusalKey: string;
  texts: CsvImportTexts;
  /** After the file is accepted, before the dialog closes (refresh what it changed). */
  onImported: (imported: T) => void;
  onClose: () => void;
}

interface ImportValues {
  file: File | null;
}

const ACCEPT = ['.csv', 'text/csv'];

// Built on first use: a call at the top of the module would keep it (and the kit's form) in
// every chunk that imports '@/lib/files' for a download.
const importSchema = () =>
  z.object({
    file: z.pipe(
      z.nullable(z.instanceof(File, { error: VALIDATOR.required })),
      z.instanceof(File, { error: VALIDATOR.required }),
    ),
  });

/** Uploads a CSV; a refused file (nothing imported) lists its errors by line and column. */
export function CsvImportDialog<T>(props: CsvImportDialogProps<T>) {
  const { upload, refusalKey, texts, onImported, onClose } = props;
  const { t: inNamespace } = useTranslation(texts.ns);
  const t = (key: string, options?: Record<string, unknown>) =>
    inNamespace(`${texts.prefix}.${key}`, options);
  const [schema] = useState(importSchema);
  const { form, submit, errors, refusal } = useMutationForm({
    schema,
    defaultValues: { file: null },
    mutation: ({ file }: { file: File }) => ({ unwrap: () => upload(file) }),
    onSaved: (imported: T) => {
      onImported(imported);
      onClose();
    },
  });
  const invalid = refusal?.message === refusalKey;
  const lines = invalid ? importLineErrors(refusal.fieldErrors) : [];
  return (
    <FormDialog<ImportValues, unknown, { file: File }>
      title={t('dialogTitle')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      // A refused file's errors are the table's, not a list above the field.
      errors={invalid ? [] : errors}
      submitLabel={t('send')}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Alert severity="info">{t('howItWorks')}</Alert>
        <FileField<ImportValues> name="file" label={t('file')} required accept={ACCEPT} />
        {invalid && (
          <>
            <Alert severity="error">{t('refused', { count: lines.length })}</Alert>
            <StaticTable<ImportLineError>
              label={t('errorsLabel')}
              rows={lines}
              getRowId={(row) => `${row.line}.${row.column}`}
              columns={[
                { id: 'line', header: t('line'), render: (row) => row.line, numeric: true },
                { id: 'column', header: t('column'), render: (row) => row.column },
                {
                  id: 'reason',
                  header: t('reason'),
                  // `validation` or `http` keys: translateError names the namespace.
                  render: (row) => translateError(inNamespace, row.messages),
                },
              ]}
            />
          </>
        )}
      </Stack>
    </FormDialog>
  );
}
