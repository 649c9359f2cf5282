// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, resetPasswordSchema } from './recoverySchemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('forgotPasswordSchema', () => {
  it.each([
    [' buyer@demo.aero ', null],
    ['', 'validator.required'],
    ['buyer@', 'validator.email'],
  ])('%j -> %s', (email, message) => {
    expect(firstMessage(forgotPasswordSchema.safeParse({ email }))).toBe(message);
  });
});

describe('resetPasswordSchema', () => {
  it.each([
    ['Kestrel-Runway42!', 'Kestrel-Runway42!', null],
    ['Short1!a', 'Short1!a', 'validator.password_min_length|{"min":13}'],
    ['kestrelrunway42!', 'kestrelrunway42!', 'validator.password|{"min":13}'],
    ['Kestrel-Runway42!', 'Kestrel-Runway43!', 'validator.confirmation'],
    ['Kestrel-Runway42!', '', 'validator.required'],
  ])('%j / %j -> %s', (password, confirmation, message) => {
    expect(firstMessage(resetPasswordSchema(13).safeParse({ password, confirmation }))).toBe(
      message,
    );
  });

  it('follows the configured minimum length', () => {
    expect(
      resetPasswordSchema(8).safeParse({ password: 'Short1!a', confirmation: 'Short1!a' }).success,
    ).toBe(true);
  });
});
