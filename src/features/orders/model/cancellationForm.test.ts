import { describe, expect, it } from 'vitest';
import { cancellationSchema, toCancellationPayload } from './quoteForms';

describe('cancellation policies form', () => {
  const due = { rule: 'days_2', priceRate: 50, fee: 100 };
  const errorsOf = (schema: ReturnType<typeof cancellationSchema>, values: unknown) => {
    const parsed = schema.safeParse(values);
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it.each([
    [{ priceRate: 50, waiverReason: '' }, {}],
    [
      { priceRate: 60, waiverReason: '' },
      { priceRate: 'validator.cancellation.rate_above_policy|{"max":50}' },
    ],
    [
      { priceRate: 20, waiverReason: ' ' },
      { waiverReason: 'validator.cancellation.waiver_reason_required' },
    ],
    [{ priceRate: 20, waiverReason: 'Loyal customer' }, {}],
    [
      { priceRate: 20, waiverReason: 'x'.repeat(1001) },
      { waiverReason: 'validator.length_max|{"max":1000}' },
    ],
    [{ priceRate: null, waiverReason: '' }, { priceRate: 'validator.required' }],
  ])('%j under a 50 %% rule: %j', (values, errors) => {
    expect(errorsOf(cancellationSchema(due), values)).toEqual(errors);
  });

  it('allows only 0 % when no condition applies, and sends the rule, the rate and a reason', () => {
    expect(errorsOf(cancellationSchema(null), { priceRate: 10, waiverReason: '' })).toEqual({
      priceRate: 'validator.cancellation.rate_above_policy|{"max":0}',
    });
    expect(toCancellationPayload(null, { priceRate: 0, waiverReason: 'x' })).toEqual({
      rule: null,
      priceRate: 0,
      waiverReason: null,
    });
    expect(toCancellationPayload(due, { priceRate: 20, waiverReason: ' Loyal ' })).toEqual({
      rule: 'days_2',
      priceRate: 20,
      waiverReason: 'Loyal',
    });
    expect(toCancellationPayload(due, { priceRate: 50, waiverReason: 'ignored' })).toEqual({
      rule: 'days_2',
      priceRate: 50,
      waiverReason: null,
    });
  });
});
