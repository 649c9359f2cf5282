import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ResourceFormDialog } from '@/lib/ui';
import { DateTimeField } from '@/lib/ui/views/form/DateTimeField';
import { useQuoteLinesDatesMutation } from '../api/orders.api';
import { lineDatesSchema, lineDatesValues, type LineDatesValues } from '../model/quoteForms';
import type { QuoteDialogProps } from './types';

/** Each line's start and end, typed in UTC on a 24-hour clock, the end after the start. */
export function LineDatesDialog({ quote, onClose }: QuoteDialogProps) {
  const { t } = useTranslation('orders');
  const [save] = useQuoteLinesDatesMutation();
  return (
    <ResourceFormDialog<LineDatesValues>
      title={t('lineDates.title')}
      schema={lineDatesSchema}
      defaultValues={lineDatesValues(quote.lines)}
      mutation={(payload) => save({ id: quote.id, payload })}
      onClose={onClose}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {quote.lines.map((line, index) => (
          <Box
            key={line.id}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
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
          </Box>
        ))}
      </Box>
    </ResourceFormDialog>
  );
}
