import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { env } from '@/lib/config/env';
import { PASSWORD_SPECIALS } from './predicates';
import {
  creditCard,
  decimalOrInt,
  email,
  numberField,
  optionalFieldNumber,
  optionalNumberField,
  requiredFieldNumber,
  password,
  percentage,
  positive,
  positiveCheck,
  required,
  strictPositive,
  tel,
  url,
} from './rules';

/** The first message, or 'ok' with the parsed value: what a form would show. */
function outcome(schema: z.ZodMiniType, value: unknown): { ok: unknown } | string {
  const result = schema.safeParse(value);
  return result.success ? { ok: result.data } : (result.error.issues[0]?.message ?? 'no message');
}

describe('required', () => {
  it.each([
    ['a', { ok: 'a' }],
    ['', 'validator.required'],
    ['  ', 'validator.required'],
    [undefined, 'validator.required'],
    [null, 'validator.required'],
  ])('%j -> %j', (value, expected) => {
    expect(outcome(required, value)).toEqual(expected);
  });
});

describe('number rules (empty becomes null)', () => {
  it.each([
    [positive, 0, { ok: 0 }],
    [positive, '12.5', { ok: 12.5 }],
    [positive, -1, 'validator.positive'],
    [positive, '', 'validator.required'],
    [positive, null, 'validator.required'],
    [positive, 'abc', 'validator.number'],
    [strictPositive, 0, 'validator.strict_positive'],
    [strictPositive, 0.01, { ok: 0.01 }],
    [optionalNumberField(positiveCheck), '', { ok: null }],
    [optionalNumberField(positiveCheck), null, { ok: null }],
    [optionalNumberField(positiveCheck), -2, 'validator.positive'],
    [numberField(), '7', { ok: 7 }],
    [requiredFieldNumber(positiveCheck), null, 'validator.required'],
    [requiredFieldNumber(positiveCheck), -1, 'validator.positive'],
    [requiredFieldNumber(positiveCheck), 3, { ok: 3 }],
    [optionalFieldNumber(positiveCheck), null, { ok: null }],
    [optionalFieldNumber(positiveCheck), -1, 'validator.positive'],
  ] as const)('%# %j', (schema, value, expected) => {
    expect(outcome(schema, value)).toEqual(expected);
  });

  // The kit's number fields hold NaN for text that is not a number ("abc" as a number of AOCs
  // once said "This field is required").
  it.each([
    ['positive', positive],
    ['strictPositive', strictPositive],
    ['numberField', numberField()],
    ['optionalNumberField', optionalNumberField()],
    ['decimalOrInt', decimalOrInt],
    ['percentage', percentage],
    ['requiredFieldNumber', requiredFieldNumber()],
    ['optionalFieldNumber', optionalFieldNumber()],
  ] as const)('%s says "Must be a number" for a value that is not one', (_, schema) => {
    expect(outcome(schema, Number.NaN)).toBe('validator.number');
  });

  it('accepts every integer >= 0, as number or as text', () => {
    fc.assert(
      fc.property(fc.nat(), fc.boolean(), (n, asText) => {
        const result = positive.safeParse(asText ? String(n) : n);
        return result.success && result.data === n;
      }),
    );
  });
});

describe('decimalOrInt and percentage', () => {
  it.each([
    [decimalOrInt, '', { ok: null }],
    [decimalOrInt, undefined, { ok: null }],
    [decimalOrInt, '1.2345', { ok: 1.2345 }],
    [decimalOrInt, '1.23456', 'validator.decimal_or_int'],
    [decimalOrInt, '1.50000', 'validator.decimal_or_int'],
    [decimalOrInt, 3, { ok: 3 }],
    [decimalOrInt, true, 'validator.decimal_or_int'],
    [percentage, '', { ok: null }],
    [percentage, '100', { ok: 100 }],
    [percentage, '100.5', 'validator.percentage'],
    [percentage, '12.345', 'validator.percentage'],
    [percentage, 12.34, { ok: 12.34 }],
  ] as const)('%# %j', (schema, value, expected) => {
    expect(outcome(schema, value)).toEqual(expected);
  });
});

describe('string rules', () => {
  it.each([
    [creditCard, '378282246310005', { ok: '378282246310005' }],
    [creditCard, '4242424242424242', 'validator.credit_card'],
    [url, '', { ok: '' }],
    [url, undefined, { ok: undefined }],
    [url, 'example.com', { ok: 'example.com' }],
    [url, 'nope', 'validator.url'],
    [email, 'buyer@demo.aero', { ok: 'buyer@demo.aero' }],
    [email, 'buyer@', 'validator.email'],
    [tel, '+33 1 23 45 67 89', { ok: '+33 1 23 45 67 89' }],
    [tel, 'not a phone', { ok: 'not a phone' }],
    [tel, undefined, { ok: undefined }],
  ] as const)('%# %j', (schema, value, expected) => {
    expect(outcome(schema, value)).toEqual(expected);
  });

  it('tel accepts any text', () => {
    fc.assert(fc.property(fc.string(), (s) => tel.safeParse(s).success));
  });
});

describe('password', () => {
  it.each([
    [8, 'Abcdef1!', { ok: 'Abcdef1!' }],
    [8, 'Abcde1!', 'validator.password_min_length|{"min":8}'],
    [13, 'Abcdef1!', 'validator.password_min_length|{"min":13}'],
    [13, 'Aviation2026!', { ok: 'Aviation2026!' }],
    [13, 'aviation2026!', 'validator.password|{"min":13}'],
    [13, 'Aviation2026?', 'validator.password|{"min":13}'],
    [13, '', 'validator.required'],
    [13, `Aviation2026!${'x'.repeat(115)}`, { ok: `Aviation2026!${'x'.repeat(115)}` }],
    [13, `Aviation2026!${'x'.repeat(116)}`, 'validator.length_max|{"max":128}'],
  ] as const)('min %d: %s', (min, value, expected) => {
    expect(outcome(password(min), value)).toEqual(expected);
  });

  it('defaults to the VITE_PASSWORD_MIN_LENGTH setting', () => {
    const almost = `Aa1!${'x'.repeat(env.passwordMinLength - 5)}`;
    expect(outcome(password(), almost)).toBe(
      `validator.password_min_length|{"min":${env.passwordMinLength}}`,
    );
    expect(outcome(password(), `${almost}x`)).toEqual({ ok: `${almost}x` });
  });

  const CLASSES = {
    digit: '0123456789',
    lower: 'abcdefghijklmnopqrstuvwxyz',
    upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    special: PASSWORD_SPECIALS,
  } as const;
  const fromSet = (set: string, minLength: number) =>
    fc.string({ unit: fc.constantFrom(...set), minLength, maxLength: 20 });

  it('accepts any mix of the four classes that is long enough', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(8, 13),
        fc.tuple(...Object.values(CLASSES).map((set) => fromSet(set, 1))),
        fromSet(Object.values(CLASSES).join(''), 13),
        (min, parts, filler) => password(min).safeParse(parts.join('') + filler).success,
      ),
    );
  });

  it('rejects any password missing one class, whatever its length', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(CLASSES)),
        fc.constantFrom(8, 13),
        fc.nat(30),
        (missing, min, extra) => {
          const others = Object.entries(CLASSES).filter(([name]) => name !== missing);
          const value =
            others.map(([, set]) => set.slice(0, 1)).join('') +
            others
              .map(([, set]) => set)
              .join('')
              .slice(0, min + extra);
          return !password(min).safeParse(value).success;
        },
      ),
    );
  });

  it('rejects any password shorter than the minimum', () => {
    fc.assert(
      fc.property(fc.constantFrom(8, 13), fc.nat(4), (min, cut) => {
        const value = 'Aa1!Bb2@Cc3#Dd4$'.slice(0, min - 1 - cut);
        return outcome(password(min), value) === `validator.password_min_length|{"min":${min}}`;
      }),
    );
  });
});
