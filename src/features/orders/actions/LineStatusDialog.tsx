import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { nextLineStatuses, type QuoteDetail } from '@/entities/quote';
import { fieldsFor, ResourceFormDialog, type MutationCall } from '@/lib/ui';
import { useQuoteLinesStatusMutation } from '../api/orders.api';
import { changedStatuses, lineStatusValues, type LineStatusValues } from '../model/quoteForms';
import type { QuoteDialogProps } from './types';
import { useQuoteDone } from './useQuoteDone';

const Fields = fieldsFor<LineStatusValues>();

/** Nothing moved: nothing to send, the dialog closes as if saved. */
const UNCHANGED: MutationCall<QuoteDetail | null> = { unwrap: () => Promise.resolve(null) };

/** Line statuses, forward only; only the lines whose status moved are sent. */
export function LineStatusDialog({ quote, onClose }: QuoteDialogProps) {
  const { t } = useTranslation('orders');
  const [save] = useQuoteLinesStatusMutation();
  const done = useQuoteDone();
  return (
    <ResourceFormDialog<LineStatusValues, LineStatusValues, LineStatusValues['lines'], unknown>
      title={t('lineStatus.title')}
      defaultValues={lineStatusValues(quote.lines)}
      toPayload={(values) => changedStatuses(quote.lines, values)}
      // Nothing changed, nothing sent: nothing to say.
      onSaved={(saved) => saved !== null && done('line-status', quote)}
      mutation={(lines) =>
        lines.length === 0 ? UNCHANGED : save({ id: quote.id, payload: { lines } })
      }
      onClose={onClose}
    >
      <Stack spacing={2} useFlexGap sx={{ pt: 1 }}>
        {quote.lines.map((line, index) => (
          <Fields.SelectField
            key={line.id}
            name={`lines.${index}.status`}
            label={line.productName}
            options={[line.status, ...nextLineStatuses(line.status)].map((status) => ({
              value: status,
              label: t(`lineStatuses.${status}`),
            }))}
          />
        ))}
      </Stack>
    </ResourceFormDialog>
  );
}
