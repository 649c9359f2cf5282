import { describe, expect, it } from 'vitest';
import { accountCodeSchema } from './accountCode.schema';

describe('accountCodeSchema', () => {
  it.each([
    ['411ALPINE', '411ALPINE'],
    ['  401riviera ', '401RIVIERA'],
    ['A'.repeat(20), 'A'.repeat(20)],
  ])('accepts %j as %j', (input, output) => {
    expect(accountCodeSchema.parse({ accountCode: input })).toEqual({ accountCode: output });
  });

  it.each([
    ['', 'validator.required'],
    ['   ', 'validator.required'],
    ['411 ALPINE', 'validator.account_code'],
    ['411-ALPINE', 'validator.account_code'],
    ['A'.repeat(21), 'validator.account_code'],
  ])('refuses %j with %s', (input, message) => {
    const result = accountCodeSchema.safeParse({ accountCode: input });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
