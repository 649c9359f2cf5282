import * as z from 'zod/mini';
import type { NegotiatedRate } from '@/entities/negotiated-rate';
import { ORGANIZATION_VALIDATOR, isVatNumber, normalizeVatNumber } from '@/entities/organization';
import { maxText, required, trimmed, requiredText } from '@/lib/validation';

/** What the negotiated rate dialog edits. */
export interface NegotiatedRateFormValues {
  companyName: string;
  intracommunityVatNumber: string;
}

/** The company name (a name's length), the VAT number as the API checks it, sent normalized. */
export const negotiatedRateSchema = z.object({
  companyName: requiredText('name'),
  intracommunityVatNumber: z.pipe(
    trimmed(
      required.check(
        maxText('code'),
        // Empty is "required" alone.
        z.refine((value: string) => value === '' || isVatNumber(value), {
          error: ORGANIZATION_VALIDATOR.vatNumber,
        }),
      ),
    ),
    z.transform(normalizeVatNumber),
  ),
});

export function negotiatedRateToValues(rate?: NegotiatedRate): NegotiatedRateFormValues {
  return {
    companyName: rate?.companyName ?? '',
    intracommunityVatNumber: rate?.intracommunityVatNumber ?? '',
  };
}
