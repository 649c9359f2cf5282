import type { QuoteDetail } from '@/entities/quote';

/** What every quote action dialog gets: the quote it acts on, and how to close. */
export interface QuoteDialogProps {
  quote: QuoteDetail;
  onClose: () => void;
}
