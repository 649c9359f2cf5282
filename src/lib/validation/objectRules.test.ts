import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MAX_FILE_SIZE_BYTES } from '@/lib/config/constants';
import { CLAIM_FILE_TYPES, confirmation, fileRule } from './objectRules';
import { password } from './rules';

function issues(schema: z.ZodMiniType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ message: i.message, path: i.path }));
}

describe('confirmation', () => {
  const form = z.object({ password: password(8), confirmation: z.string() }).check(confirmation());

  it.each([
    [{ password: 'Abcdef1!', confirmation: 'Abcdef1!' }, []],
    [
      { password: 'Abcdef1!', confirmation: 'Abcdef1?' },
      [{ message: 'validator.confirmation', path: ['confirmation'] }],
    ],
    [
      // The mismatch shows together with the password's own error.
      { password: 'short', confirmation: 'other' },
      [
        { message: 'validator.password_min_length|{"min":8}', path: ['password'] },
        { message: 'validator.confirmation', path: ['confirmation'] },
      ],
    ],
  ])('%j', (value, expected) => {
    expect(issues(form, value)).toEqual(expected);
  });

  it('works with other field names', () => {
    const reset = z
      .object({ newPassword: z.string(), repeat: z.string() })
      .check(confirmation({ field: 'newPassword', confirmField: 'repeat' }));
    expect(issues(reset, { newPassword: 'a', repeat: 'b' })).toEqual([
      { message: 'validator.confirmation', path: ['repeat'] },
    ]);
    expect(issues(reset, { newPassword: 'a', repeat: 'a' })).toEqual([]);
  });
});

describe('fileRule', () => {
  const file = (name: string, type: string, size: number) =>
    new File([new Uint8Array(size)], name, { type });
  const claim = fileRule({ types: CLAIM_FILE_TYPES });

  it.each([
    ['pdf at the limit', file('evidence.pdf', 'application/pdf', MAX_FILE_SIZE_BYTES), []],
    ['jpg', file('photo.jpg', 'image/jpeg', 10), []],
    ['png', { name: 'photo.png', type: 'image/png', size: 10 }, []],
    [
      'one byte too big',
      file('evidence.pdf', 'application/pdf', MAX_FILE_SIZE_BYTES + 1),
      ['validator.file_size|{"max":2}'],
    ],
    [
      'wrong type',
      file('notes.txt', 'text/plain', 10),
      ['validator.file_type|{"types":"jpeg, png, pdf"}'],
    ],
    ['not a file', 'evidence.pdf', ['validator.required']],
    ['missing', undefined, ['validator.required']],
  ])('%s', (_label, value, expected) => {
    expect(issues(claim, value).map((i) => i.message)).toEqual(expected);
  });

  it('takes another size and accepts any type when none is given', () => {
    const small = fileRule({ maxBytes: 512 * 1024 });
    expect(
      issues(small, file('a.bin', 'application/octet-stream', 512 * 1024)).map((i) => i.message),
    ).toEqual([]);
    expect(
      issues(small, file('a.bin', 'application/octet-stream', 512 * 1024 + 1)).map(
        (i) => i.message,
      ),
    ).toEqual(['validator.file_size|{"max":0.5}']);
  });
});
