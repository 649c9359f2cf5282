import * as z from 'zod/mini';
import {
  FEES_COLLECTORS,
  INVOICE_COMPOSITION_ITEMS,
  type InvoiceSettings,
} from '@/entities/organization';
import { VALIDATOR } from '@/lib/validation';

export type InvoiceSettingsFormValues = InvoiceSettings;

export const invoiceSettingsSchema = z.object({
  compositionItems: z.array(z.enum(INVOICE_COMPOSITION_ITEMS, { error: VALIDATOR.choice })),
  feesCollector: z.enum(FEES_COLLECTORS, { error: VALIDATOR.required }),
});

export function invoiceSettingsToValues(settings: InvoiceSettings): InvoiceSettingsFormValues {
  return { ...settings, compositionItems: [...settings.compositionItems] };
}

/** The items in the invoice's order, whatever order they were ticked in. */
export function toInvoiceSettingsPayload(
  output: z.output<typeof invoiceSettingsSchema>,
): InvoiceSettings {
  return {
    compositionItems: INVOICE_COMPOSITION_ITEMS.filter((item) =>
      output.compositionItems.includes(item),
    ),
    feesCollector: output.feesCollector,
  };
}
