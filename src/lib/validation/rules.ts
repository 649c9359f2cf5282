/**
 * The rule library of spec section 5 as zod/mini schemas (the functional build keeps the
 * login chunk about 19 KB lighter than classic zod). Every message is a `validator.*` key.
 */
import * as z from 'zod/mini';
import { env } from '@/lib/config/env';
import { VALIDATOR, lengthMaxMessage, messageWithValues } from './messages';
import {
  emptyToNull,
  isCreditCard,
  isDecimalOrInt,
  isFilled,
  isIsoDate,
  isPercentage,
  isPositive,
  isStrictPositive,
  isUrl,
  passwordChecks,
  toNumber,
  type InputValue,
} from './predicates';
import { TEXT_MAX, passwordLengthError, type TextKind } from './textLimits';

/** A check of a text's length: at most `TEXT_MAX[kind]` characters (`validator.length_max`). */
export const maxText = (kind: TextKind) =>
  z.maxLength(TEXT_MAX[kind], { error: lengthMaxMessage(TEXT_MAX[kind]) });

/** A non-blank string. */
export const required = z
  .string({ error: VALIDATOR.required })
  .check(z.refine(isFilled, { error: VALIDATOR.required }));

/**
 * Reads a number input: '' / missing become null (spec), numeric text becomes a number (text
 * fields hand over strings), anything else (NaN: text that is not a number) is a
 * `validator.number` issue.
 */
function readNumber(input: unknown, ctx: z.core.ParsePayload): number | null {
  const value = emptyToNull(input);
  if (value === null) return null;
  const number = toNumber(value);
  if (number === null) {
    ctx.issues.push({ code: 'custom', message: VALIDATOR.number, input });
    return null;
  }
  return number;
}

export const numericInput = z.transform(readNumber);

/** A required number, then the given checks (null reads as "required"). */
export function numberField(...checks: z.core.$ZodCheck<number>[]) {
  return z.pipe(numericInput, z.number({ error: VALIDATOR.required }).check(...checks));
}

/** A number that may be left empty (null), else passes the given checks. */
export function optionalNumberField(...checks: z.core.$ZodCheck<number>[]) {
  return z.pipe(numericInput, z.nullable(z.number({ error: VALIDATOR.number }).check(...checks)));
}

/**
 * The same rules typed for a form whose values are `number | null` (what the kit's number
 * fields hold: a number, null when empty, NaN when the text is not a number). Empty reads as
 * "required", NaN as "Must be a number".
 */
export function requiredFieldNumber(...checks: z.core.$ZodCheck<number>[]) {
  return z.pipe(
    z.nullable(z.number({ error: VALIDATOR.number })),
    z.number({ error: VALIDATOR.required }).check(...checks),
  );
}

export function optionalFieldNumber(...checks: z.core.$ZodCheck<number>[]) {
  return z.nullable(z.number({ error: VALIDATOR.number }).check(...checks));
}

export const positiveCheck = z.refine<number>(isPositive, { error: VALIDATOR.positive });
export const strictPositiveCheck = z.refine<number>(isStrictPositive, {
  error: VALIDATOR.strictPositive,
});

/** 0 or more. */
export const positive = numberField(positiveCheck);
/** Above 0. */
export const strictPositive = numberField(strictPositiveCheck);

/** The text as typed is checked (so "1.00000" fails), then the value is read as a number or null. */
function decimalRule(test: (value: InputValue) => boolean, error: string) {
  const typed = z.custom<InputValue>(
    (value) =>
      value === null ||
      value === undefined ||
      typeof value === 'string' ||
      typeof value === 'number',
    { error },
  );
  return z.pipe(
    typed.check(z.refine(test, { error })),
    z.transform((input: InputValue, ctx) => readNumber(input, ctx)),
  );
}

/** Optional; digits with up to 4 decimals. Output: number or null. */
export const decimalOrInt = decimalRule(isDecimalOrInt, VALIDATOR.decimalOrInt);
/** Empty, or 0 to 100 with up to 2 decimals. Output: number or null. */
export const percentage = decimalRule(isPercentage, VALIDATOR.percentage);

export const creditCard = z
  .string({ error: VALIDATOR.creditCard })
  .check(z.refine(isCreditCard, { error: VALIDATOR.creditCard }));

/** Optional (empty, null or missing pass), else a loose domain. */
export const url = z.nullish(
  z.string({ error: VALIDATOR.url }).check(z.refine(isUrl, { error: VALIDATOR.url })),
);

/** Always accepted (spec): phone formats vary too much; `validator.tel` exists for the server's answer. */
export const tel = z.nullish(z.string());

export const email = z.email({ error: VALIDATOR.email }).check(maxText('email'));

/**
 * At least `minLength` characters with a digit, a lowercase, an uppercase and one of
 * `!@#$%&*()`. The length message comes first because it is the one a person fixes first.
 * The login form must not use this (older accounts keep their passwords).
 */
export function password(minLength: number = env.passwordMinLength) {
  return z.string({ error: VALIDATOR.required }).check(
    z.superRefine((value: string, ctx) => {
      const checks = passwordChecks(value, minLength);
      const values = { min: minLength };
      const tooLong = passwordLengthError(value);
      if (value === '') {
        ctx.addIssue({ code: 'custom', message: VALIDATOR.required, input: value });
      } else if (tooLong) {
        ctx.addIssue({ code: 'custom', message: tooLong, input: value });
      } else if (!checks.length) {
        ctx.addIssue({
          code: 'custom',
          message: messageWithValues(VALIDATOR.passwordMinLength, values),
          input: value,
        });
      } else if (!checks.digit || !checks.lower || !checks.upper || !checks.special) {
        ctx.addIssue({
          code: 'custom',
          message: messageWithValues(VALIDATOR.password, values),
          input: value,
        });
      }
    }),
  );
}

/** A required calendar date, `YYYY-MM-DD` (the form value of a date-only input). */
export const isoDate = z.string({ error: VALIDATOR.required }).check(
  z.refine(isFilled, { error: VALIDATOR.required }),
  z.refine((value: string) => !isFilled(value) || isIsoDate(value), { error: VALIDATOR.date }),
);
