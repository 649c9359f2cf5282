import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import { uploadFile } from '@/lib/files';
import { useAppDispatch } from '@/lib/store/hooks';
import { FileField, Form, SelectField, applyServerErrors } from '@/lib/ui';
import { invalidateKyc } from '../api/finance.api';
import { KYC_DOCUMENT_TYPES, type KycDocumentType } from '@/entities/organization';

interface UploadValues {
  documentType: KycDocumentType | null;
  file: File | null;
}

const ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png', 'application/pdf', 'image/jpeg', 'image/png'];

/** Sends one legal document (PDF, JPG or PNG, 2 Mo at most) with its type. */
export function KycDocumentUpload({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('orgFinance');
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<UploadValues>({ defaultValues: { documentType: null, file: null } });

  const submit = async ({ documentType, file }: UploadValues) => {
    let missing = false;
    if (!documentType) {
      form.setError('documentType', { message: 'validator.required' });
      missing = true;
    }
    if (!file) {
      form.setError('file', { message: 'validator.required' });
      missing = true;
    }
    if (missing || !file || !documentType) return;
    setProgress(0);
    try {
      await uploadFile({
        url: `api/organization/${organizationId}/kyc-documents`,
        file,
        extra: { documentType },
        onProgress: (p) => setProgress(p.fraction ?? null),
        meta: { success: 'added' },
      });
      form.reset({ documentType: null, file: null });
      dispatch(invalidateKyc(organizationId));
    } catch (error) {
      applyServerErrors(form, apiErrorOf(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Form form={form} onSubmit={submit}>
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
          <Button type="submit" variant="outlined" disabled={progress !== null}>
            {t('kyc.upload')}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
