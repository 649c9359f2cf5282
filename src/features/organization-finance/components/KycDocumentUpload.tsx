import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { KYC_DOCUMENT_TYPES, type KycDocumentType } from '@/entities/organization';
import { uploadFile } from '@/lib/files';
import { useAppDispatch } from '@/lib/store/hooks';
import { FileField, Form, SelectField, SubmitButton, useMutationForm } from '@/lib/ui';
import { VALIDATOR } from '@/lib/validation';
import { invalidateKyc } from '../api/finance.api';
import { ServerMessage, unmatchedOrRefusal } from './ServerMessage';

interface UploadValues {
  documentType: KycDocumentType | null;
  file: File | null;
}

const ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png', 'application/pdf', 'image/jpeg', 'image/png'];

const uploadSchema = z.object({
  documentType: z.pipe(
    z.nullable(z.enum(KYC_DOCUMENT_TYPES, { error: VALIDATOR.required })),
    z.enum(KYC_DOCUMENT_TYPES, { error: VALIDATOR.required }),
  ),
  file: z.pipe(
    z.nullable(z.instanceof(File, { error: VALIDATOR.required })),
    z.instanceof(File, { error: VALIDATOR.required }),
  ),
});

/** Sends one legal document (PDF, JPG or PNG, 2 Mo at most) with its type. */
export function KycDocumentUpload({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('orgFinance');
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);
  const { form, submit, errors, failure } = useMutationForm({
    schema: uploadSchema,
    defaultValues: { documentType: null, file: null },
    // Not an RTK Query mutation: the upload reports its progress, then the KYC is reloaded.
    mutation: ({ documentType, file }: { documentType: KycDocumentType; file: File }) => ({
      unwrap: () => {
        setProgress(0);
        return uploadFile({
          url: `api/organization/${organizationId}/kyc-documents`,
          file,
          extra: { documentType },
          onProgress: (p) => setProgress(p.fraction ?? null),
          meta: { success: 'added' },
        }).finally(() => setProgress(null));
      },
    }),
    onSaved: (_saved, { form: sent }) => {
      sent.reset({ documentType: null, file: null });
      dispatch(invalidateKyc(organizationId));
    },
  });

  return (
    <Form form={form} onSubmit={submit}>
      <ServerMessage messages={unmatchedOrRefusal(errors, failure)} />
      <Stack spacing={2} sx={{ mt: 2 }}>
        <SelectField<UploadValues>
          name="documentType"
          label={t('kyc.documentType')}
          required
          options={KYC_DOCUMENT_TYPES.map((value) => ({
            value,
            label: t(`kyc.documentTypes.${value}`),
          }))}
        />
        <FileField<UploadValues> name="file" label={t('kyc.file')} required accept={ACCEPT} />
        {progress !== null && (
          <LinearProgress
            variant={progress > 0 ? 'determinate' : 'indeterminate'}
            value={progress * 100}
            aria-label={t('kyc.uploading')}
          />
        )}
        <div>
          <SubmitButton variant="outlined">{t('kyc.upload')}</SubmitButton>
        </div>
      </Stack>
    </Form>
  );
}
