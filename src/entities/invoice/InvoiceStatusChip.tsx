import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from './invoices.types';

const COLORS = { waiting_quote: 'default', to_be_paid: 'warning', paid: 'success' } as const;

/** An invoice's status (spec section 4): waiting quote, to be paid, paid. */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('enums');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={t(`InvoiceStatus.${status}`)}
    />
  );
}
