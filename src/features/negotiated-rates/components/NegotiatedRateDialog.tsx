import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ResourceFormDialog, fieldsFor } from '@/lib/ui';
import {
  useCreateNegotiatedRateMutation,
  useUpdateNegotiatedRateMutation,
  type NegotiatedRate,
  type NegotiatedRatePayload,
} from '@/entities/negotiated-rate';
import {
  negotiatedRateSchema,
  negotiatedRateToValues,
  type NegotiatedRateFormValues,
} from '../model/negotiatedRate.schema';

const { TextField } = fieldsFor<NegotiatedRateFormValues>();

interface NegotiatedRateDialogProps {
  /** Absent: a new client company. */
  rate?: NegotiatedRate;
  onClose: () => void;
}

/** Adds or edits a client company (name, intracommunity VAT number) in a dialog. */
export function NegotiatedRateDialog({ rate, onClose }: NegotiatedRateDialogProps) {
  const { t } = useTranslation('negotiatedRates');
  const [create] = useCreateNegotiatedRateMutation();
  const [update] = useUpdateNegotiatedRateMutation();
  return (
    <ResourceFormDialog
      title={rate ? t('dialog.editTitle', { name: rate.companyName }) : t('dialog.addTitle')}
      schema={negotiatedRateSchema}
      defaultValues={negotiatedRateToValues(rate)}
      mutation={(payload: NegotiatedRatePayload) =>
        rate ? update({ id: rate.id, ...payload }) : create(payload)
      }
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField name="companyName" label={t('fields.companyName')} required />
        <TextField
          name="intracommunityVatNumber"
          label={t('fields.intracommunityVatNumber')}
          helperText={t('fields.vatHelp')}
          autoComplete="off"
          required
        />
      </Stack>
    </ResourceFormDialog>
  );
}
