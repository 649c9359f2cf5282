import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { FileField, FormDialog, StaticTable, useMutationForm } from '@/lib/ui';
import { VALIDATOR } from '@/lib/validation';
import { translateError, type Translate } from '@/lib/validation/translateError';
import { importLineErrors, type ImportLineError } from './importLineErrors';

/** What the dialog says, in the words of the thing imported. */
export interface CsvImportTexts {
  title: string;
  howItWorks: string;
  file: string;
  send: string;
  /** "3 errors: nothing was imported." */
  refused: (count: number) => string;
  errorsLabel: string;
  line: string;
  column: string;
  reason: string;
}

/**
 * The texts of a namespace that names them as the dialog does, under `prefix`: `dialogTitle`,
 * `howItWorks`, `file`, `send`, `refused` (plural), `errorsLabel`, `line`, `column`, `reason`.
 */
export function csvImportTexts(t: Translate, prefix: string): CsvImportTexts {
  return {
    title: t(`${prefix}.dialogTitle`),
    howItWorks: t(`${prefix}.howItWorks`),
    file: t(`${prefix}.file`),
    send: t(`${prefix}.send`),
    refused: (count) => t(`${prefix}.refused`, { count }),
    errorsLabel: t(`${prefix}.errorsLabel`),
    line: t(`${prefix}.line`),
    column: t(`${prefix}.column`),
    reason: t(`${prefix}.reason`),
  };
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

const importSchema = z.object({
  file: z.pipe(
    z.nullable(z.instanceof(File, { error: VALIDATOR.required })),
    z.instanceof(File, { error: VALIDATOR.required }),
  ),
});

/** Uploads a CSV; a refused file (nothing imported) lists its errors by line and column. */
export function CsvImportDialog<T>(props: CsvImportDialogProps<T>) {
  const { upload, refusalKey, texts, onImported, onClose } = props;
  // The reasons are `validation` or `http` keys, which translateError names itself.
  const { t } = useTranslation('validation');
  const { form, submit, errors, refusal } = useMutationForm({
    schema: importSchema,
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
      title={texts.title}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      // A refused file's errors are the table's, not a list above the field.
      errors={invalid ? [] : errors}
      submitLabel={texts.send}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Alert severity="info">{texts.howItWorks}</Alert>
        <FileField<ImportValues> name="file" label={texts.file} required accept={ACCEPT} />
        {invalid && (
          <>
            <Alert severity="error">{texts.refused(lines.length)}</Alert>
            <StaticTable<ImportLineError>
              label={texts.errorsLabel}
              rows={lines}
              getRowId={(row) => `${row.line}.${row.column}`}
              columns={[
                { id: 'line', header: texts.line, render: (row) => row.line, numeric: true },
                { id: 'column', header: texts.column, render: (row) => row.column },
                {
                  id: 'reason',
                  header: texts.reason,
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
