import { describe, expect, it } from 'vitest';
import { contactSchema, emptyContactValues, toContactPayload } from './contact.schema';

const VALID = {
  ...emptyContactValues({ name: ' Élodie Garnier ', email: 'elodie@azur-aviation.fr' }),
  subject: 'support' as const,
  message: 'Our fuel order for LFMN is not visible in the orders manager.',
  acceptPolicy: true,
};

function errorsOf(values: unknown): Record<string, string | undefined> {
  const result = contactSchema.safeParse(values);
  if (result.success) return {};
  // The first issue of each field, as the form shows it.
  const errors: Record<string, string | undefined> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('contactSchema', () => {
  it('accepts a complete message, trimmed; the payload leaves acceptPolicy out', () => {
    const result = contactSchema.safeParse(VALID);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(toContactPayload(result.data)).toEqual({
      name: 'Élodie Garnier',
      email: 'elodie@azur-aviation.fr',
      organization: null,
      subject: 'support',
      message: VALID.message,
    });
  });

  it.each([
    [{ name: '   ' }, 'name', 'validator.required'],
    [{ name: 'n'.repeat(101) }, 'name', 'validator.length_max|{"max":100}'],
    [{ email: '' }, 'email', 'validator.required'],
    [{ email: 'elodie@' }, 'email', 'validator.email'],
    [{ organization: 'o'.repeat(151) }, 'organization', 'validator.length_max|{"max":150}'],
    [{ subject: null }, 'subject', 'validator.required'],
    [{ message: '' }, 'message', 'validator.required'],
    [{ message: 'Too short.' }, 'message', 'validator.length_between|{"min":20,"max":2000}'],
    [{ message: 'm'.repeat(2001) }, 'message', 'validator.length_between|{"min":20,"max":2000}'],
    [{ acceptPolicy: false }, 'acceptPolicy', 'validator.accept_privacy_policy'],
  ])('case %#', (change, field, message) => {
    expect(errorsOf({ ...VALID, ...change })[field]).toBe(message);
  });

  it('counts the message length after trimming', () => {
    expect(errorsOf({ ...VALID, message: `  ${'m'.repeat(19)}  ` }).message).toBeDefined();
    expect(errorsOf({ ...VALID, message: 'm'.repeat(20) }).message).toBeUndefined();
  });
});
