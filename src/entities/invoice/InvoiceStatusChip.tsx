import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusTone } from '@/lib/ui';
import type { InvoiceStatus } from './invoices.types';

/** The status palette's tone of each invoice status (UI.md "Tokens"). */
const TONES: Record<InvoiceStatus, StatusTone> = {
  waiting_quote: 'neutral',
  to_be_paid: 'warning',
  paid: 'success',
};

/** An invoice's status (spec section 4): waiting quote, to be paid, paid. */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('enums');
  return <StatusChip tone={TONES[status]} label={t(`InvoiceStatus.${status}`)} />;
}
