// The declared rules added for the fleet: whole numbers, numeric choices and typed codes.
import { describe, expect, it } from 'vitest';
import type { FieldDeclaration, FieldLimits } from './formDeclaration';
import { fieldRule } from './formSchema';

/** The first message of a field's rule for `value`, or null when it passes. */
function messageOf(field: FieldDeclaration, value: unknown, limits?: FieldLimits) {
  const result = fieldRule(field, limits).safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

const text: FieldDeclaration = { name: 'name', kind: 'text' };
const required = { required: true };

describe('a declared field’s rule', () => {
  it.each<[string, FieldDeclaration, unknown, FieldLimits | undefined, string | null]>([
    [
      'a code, lower-case, upper-cased before its pattern',
      { ...text, upperCase: true },
      'ea50',
      { pattern: '^[A-Z][A-Z0-9]{1,3}$' },
      null,
    ],
    [
      'whole number, 2.5',
      { name: 'n', kind: 'number', integer: true },
      2.5,
      undefined,
      'validator.integer',
    ],
    ['whole number, 3', { name: 'n', kind: 'number', integer: true }, 3, { minimum: 1 }, null],
    [
      'whole number under minimum 1',
      { name: 'n', kind: 'number', integer: true },
      0,
      { minimum: 1 },
      'validator.strict_positive',
    ],
    [
      'numeric choice not declared',
      { name: 'c', kind: 'select', options: [1, 2, 3], ...required },
      4,
      undefined,
      'validator.choice',
    ],
    [
      'typed codes, one not of the pattern',
      { name: 'types', kind: 'multiSelect', upperCase: true, patternError: 'validator.icao_type' },
      ['c56x', 'Citation'],
      { items: { pattern: '^[A-Z][A-Z0-9]{1,3}$' } },
      'validator.icao_type',
    ],
    [
      'numeric choice declared',
      { name: 'c', kind: 'select', options: [1, 2, 3] },
      2,
      undefined,
      null,
    ],
  ])('%s', (_name, field, value, limits, message) => {
    expect(messageOf(field, value, limits)).toBe(message);
  });
});

describe('typed codes', () => {
  it('are trimmed, upper-cased and kept once', () => {
    const field: FieldDeclaration = { name: 'types', kind: 'multiSelect', upperCase: true };
    const rule = fieldRule(field, { items: { pattern: '^[A-Z][A-Z0-9]{1,3}$' } });
    expect(rule.parse([' c56x', 'C68A', 'C56X', ' '])).toEqual(['C56X', 'C68A']);
    expect(messageOf({ ...field, required: true }, [])).toBe('validator.required');
  });
});
