import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FieldGrid, ResourceFormDialog } from '@/lib/ui';
import { DateTimeField } from '@/lib/ui/views/form/DateTimeField';
import { useQuoteLinesDatesMutation } from '../api/orders.api';
import { lineDatesSchema, lineDatesValues, type LineDatesValues } from '../model/quoteForms';
import type { QuoteDialogProps } from './types';
import { useQuoteDone } from './useQuoteDone';

/** Each line's start and end, typed in UTC on a 24-hour clock, the end after the start. */
export function LineDatesDialog({ quote, onClose }: QuoteDialogProps) {
  const { t } = useTranslation('orders');
  const [save] = useQuoteLinesDatesMutation();
  const done = useQuoteDone();
  return (
    <ResourceFormDialog<LineDatesValues>
      title={t('lineDates.title')}
      schema={lineDatesSchema}
      defaultValues={lineDatesValues(quote.lines)}
      onSaved={() => done('line-dates', quote)}
      mutation={(payload) => save({ id: quote.id, payload })}
      onClose={onClose}
      maxWidth="md"
    >
      <Stack spacing={2} useFlexGap sx={{ pt: 1 }}>
        {quote.lines.map((line, index) => (
          <FieldGrid key={line.id}>
            <Typography sx={{ gridColumn: '1 / -1', fontWeight: 600 }}>
              {line.productName}
            </Typography>
            <DateTimeField<LineDatesValues>
              name={`lines.${index}.startAt`}
              label={t('fields.startAt')}
            />
            <DateTimeField<LineDatesValues>
              name={`lines.${index}.endAt`}
              label={t('fields.endAt')}
            />
          </FieldGrid>
        ))}
      </Stack>
    </ResourceFormDialog>
  );
}
