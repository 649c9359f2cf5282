import * as z from 'zod/mini';
import { isCountryCode } from '@/lib/format/countries';
import { VALIDATOR } from './messages';

/**
 * A country chosen from the list (its ISO code); nothing chosen yet (null) reads as "required".
 * Apart from the index: only forms with a country field bring the country list along.
 */
export const requiredCountry = () =>
  z.pipe(
    z.nullable(z.string({ error: VALIDATOR.country })),
    z
      .string({ error: VALIDATOR.required })
      .check(z.refine(isCountryCode, { error: VALIDATOR.country })),
  );
