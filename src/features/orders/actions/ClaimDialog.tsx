import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@/lib/api/files.types';
import { CLAIM_NATURES } from '@/entities/quote';
import { uploadFile } from '@/lib/files';
import { fieldsFor, ResourceFormDialog } from '@/lib/ui';
import { useQuoteClaimMutation } from '../api/orders.api';
import {
  claimSchema,
  EMPTY_CLAIM,
  EVIDENCE_MAX_BYTES,
  type ClaimOutput,
  type ClaimValues,
} from '../model/quoteForms';
import type { QuoteDialogProps } from './types';

const Fields = fieldsFor<ClaimValues>();
const EVIDENCE_ACCEPT = [
  'image/jpeg',
  'image/png',
  'application/pdf',
  '.jpg',
  '.jpeg',
  '.png',
  '.pdf',
];

/** The client's claim on a delivered order: its nature, a comment, and evidence if any. */
export function ClaimDialog({ quote, onClose }: QuoteDialogProps) {
  const { t } = useTranslation('orders');
  const [claim] = useQuoteClaimMutation();
  // The evidence is uploaded first, then named in the claim: one step for the form.
  const send = async (values: ClaimOutput) => {
    const evidence = values.file
      ? await uploadFile<UploadedFile>({
          url: 'api/file',
          file: values.file,
          fileName: values.file.name,
          // The claim's own success says it; the upload is a step of it.
          meta: { success: false },
        })
      : null;
    return claim({
      id: quote.id,
      payload: {
        nature: values.nature,
        comment: values.comment.trim(),
        evidenceFileIds: evidence ? [evidence.id] : [],
      },
    }).unwrap();
  };
  return (
    <ResourceFormDialog<ClaimValues, ClaimOutput>
      title={t('claim.title')}
      schema={claimSchema}
      defaultValues={EMPTY_CLAIM}
      mutation={(values) => ({ unwrap: () => send(values) })}
      fieldMap={{ evidenceFileIds: 'file', 'evidenceFileIds.0': 'file' }}
      submitLabel={t('actions.claim')}
      onClose={onClose}
    >
      <Stack spacing={2} useFlexGap sx={{ pt: 1 }}>
        <Fields.SelectField
          name="nature"
          label={t('fields.claimNature')}
          required
          options={CLAIM_NATURES.map((value) => ({ value, label: t(`claimNatures.${value}`) }))}
        />
        <Fields.TextField
          name="comment"
          label={t('fields.claimComment')}
          required
          multiline
          minRows={3}
        />
        <Fields.FileField
          name="file"
          label={t('fields.evidence')}
          helperText={t('claim.evidenceHelp')}
          accept={EVIDENCE_ACCEPT}
          maxSize={EVIDENCE_MAX_BYTES}
        />
      </Stack>
    </ResourceFormDialog>
  );
}
