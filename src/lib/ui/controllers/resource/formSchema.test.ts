import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { FieldDeclaration, FieldLimits } from './formDeclaration';
import { declaredSchema, emptyValues, fieldRule, filled } from './formSchema';

/** The first message of a field's rule for `value`, or null when it passes. */
function messageOf(field: FieldDeclaration, value: unknown, limits?: FieldLimits) {
  const result = fieldRule(field, limits).safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

const text: FieldDeclaration = { name: 'name', kind: 'text' };
const required = { required: true };
const upload: FieldDeclaration = { name: 'terms', kind: 'upload', accept: ['application/pdf'] };

describe('a declared field’s rule', () => {
  it.each<[string, FieldDeclaration, unknown, FieldLimits | undefined, string | null]>([
    ['optional text, empty', text, '', undefined, null],
    ['required text, blank', { ...text, ...required }, '   ', undefined, 'validator.required'],
    ['text over maxLength', text, 'abcd', { maxLength: 3 }, 'validator.length_max|{"max":3}'],
    ['text within maxLength, trimmed', text, ' abc ', { maxLength: 3 }, null],
    ['text against pattern', text, 'ab1', { pattern: '^[a-z]+$' }, 'validator.pattern'],
    [
      'textarea over maxLength',
      { name: 'd', kind: 'textarea' },
      'ab',
      { maxLength: 1 },
      'validator.length_max|{"max":1}',
    ],
    [
      'required number, empty',
      { name: 'n', kind: 'number', ...required },
      null,
      undefined,
      'validator.required',
    ],
    [
      'number, not a number',
      { name: 'n', kind: 'number' },
      Number.NaN,
      undefined,
      'validator.number',
    ],
    [
      'number under minimum 0',
      { name: 'n', kind: 'number' },
      -1,
      { minimum: 0 },
      'validator.positive',
    ],
    [
      'number under minimum',
      { name: 'n', kind: 'number' },
      1,
      { minimum: 2 },
      'validator.quantity_min|{"min":2}',
    ],
    [
      'number at exclusiveMinimum 0',
      { name: 'n', kind: 'number' },
      0,
      { exclusiveMinimum: 0 },
      'validator.strict_positive',
    ],
    [
      'number over maximum',
      { name: 'n', kind: 'number' },
      11,
      { maximum: 10 },
      'validator.quantity_max|{"max":10}',
    ],
    ['percent over 100', { name: 'p', kind: 'percent' }, 101, undefined, 'validator.percentage'],
    ['money, negative', { name: 'm', kind: 'money' }, -1, undefined, 'validator.positive'],
    [
      'money, 5 decimals',
      { name: 'm', kind: 'money' },
      1.00001,
      undefined,
      'validator.decimal_or_int',
    ],
    [
      'select among values, none',
      { name: 's', kind: 'select', options: ['a'], ...required },
      null,
      undefined,
      'validator.required',
    ],
    [
      'select among values, another',
      { name: 's', kind: 'select', options: ['a'] },
      'b',
      undefined,
      'validator.choice',
    ],
    [
      'select of ids, none',
      { name: 'id', kind: 'select', ...required },
      null,
      undefined,
      'validator.required',
    ],
    [
      'multiSelect over maxItems',
      { name: 'ids', kind: 'multiSelect' },
      [1, 2],
      { maxItems: 1 },
      'validator.quantity_max|{"max":1}',
    ],
    [
      'required multiSelect, none',
      { name: 'ids', kind: 'multiSelect', ...required },
      [],
      undefined,
      'validator.required',
    ],
    [
      'required date, empty',
      { name: 'd', kind: 'date', ...required },
      '',
      undefined,
      'validator.required',
    ],
    ['date, not a date', { name: 'd', kind: 'date' }, '2026-13-01', undefined, 'validator.date'],
    ['checkbox', { name: 'c', kind: 'checkbox' }, true, undefined, null],
    [
      'file of another type',
      { name: 'f', kind: 'file', accept: ['.pdf'] },
      { name: 'a.png', size: 1, type: 'image/png' },
      undefined,
      'validator.file_type|{"types":"pdf"}',
    ],
    [
      'rows over maxItems',
      { name: 'r', kind: 'rows', columns: [] },
      [{}, {}],
      { maxItems: 1 },
      'validator.quantity_max|{"max":1}',
    ],
    [
      'required rows, none',
      { name: 'r', kind: 'rows', columns: [], ...required },
      [],
      undefined,
      'validator.required',
    ],
    [
      'a row’s required column',
      { name: 'r', kind: 'rows', columns: [{ ...text, ...required }] },
      [{ name: '' }],
      undefined,
      'validator.required',
    ],
    ['upload, the file kept', upload, { id: 3, name: 'a.pdf', url: '/f/3' }, undefined, null],
    ['upload, none', upload, null, undefined, null],
    [
      'upload, a new pdf',
      upload,
      new File(['%PDF'], 'b.pdf', { type: 'application/pdf' }),
      undefined,
      null,
    ],
    [
      'upload, a new file of another type',
      upload,
      new File(['x'], 'b.txt', { type: 'text/plain' }),
      undefined,
      'validator.file_type|{"types":"pdf"}',
    ],
    [
      'its own schema',
      { name: 'x', kind: 'custom', schema: z.literal(1, { error: 'own' }) },
      2,
      undefined,
      'own',
    ],
  ])('%s', (_case, field, value, limits, message) => {
    expect(messageOf(field, value, limits)).toBe(message);
  });
});

describe('a declared form’s schema', () => {
  const schema = declaredSchema<{ name: string; open: boolean; note: string }>({
    fields: [
      { name: 'name', kind: 'text', required: true },
      { name: 'open', kind: 'checkbox' },
      { name: 'note', kind: 'text' },
    ],
    limits: { note: { maxLength: 5 } },
    refine: [{ path: 'open', message: 'errors.closed', test: (values) => values.open === true }],
  });

  it('checks each field by its limits, and the rules across fields with them', () => {
    const result = schema.safeParse({ name: '', open: false, note: 'too long' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'validator.required'],
      ['note', 'validator.length_max|{"max":5}'],
      ['open', 'errors.closed'],
    ]);
  });

  it('gives the declared fields only, trimmed', () => {
    expect(schema.parse({ name: ' Ada ', open: true, note: '', id: 4 })).toEqual({
      name: 'Ada',
      open: true,
      note: '',
    });
  });

  it('gives a new record each field’s empty value', () => {
    expect(
      emptyValues([
        { name: 'name', kind: 'text' },
        { name: 'rate', kind: 'percent' },
        { name: 'status', kind: 'select' },
        { name: 'open', kind: 'checkbox' },
        { name: 'tags', kind: 'multiSelect' },
        { name: 'lines', kind: 'rows' },
        { name: 'terms', kind: 'upload' },
        { name: 'preview', kind: 'custom' },
      ]),
    ).toEqual({
      name: '',
      rate: null,
      status: null,
      open: false,
      tags: [],
      lines: [],
      terms: null,
    });
  });

  it('says a required value is there once checked', () => {
    expect(filled(0)).toBe(0);
    expect(() => filled(null)).toThrow();
  });
});

describe('a declared form’s choices and bounds', () => {
  const schema = declaredSchema<{ seats: number; crew: number; fuels: string[] }>({
    fields: [
      { name: 'seats', kind: 'number' },
      { name: 'crew', kind: 'number' },
      { name: 'fuels', kind: 'multiSelect', options: ['jet', 'avgas'], required: true },
    ],
    refine: [
      {
        path: 'crew',
        // A message of the values: the bound it names.
        message: (values) => `errors.crew_max|${JSON.stringify({ max: values.seats })}`,
        test: (values) => Number(values.crew) <= Number(values.seats),
      },
    ],
  });
  const messages = (values: object) =>
    schema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('names the bound of a rule across fields, and takes only the declared choices', () => {
    expect(messages({ seats: 2, crew: 3, fuels: ['jet'] })).toEqual([
      ['crew', 'errors.crew_max|{"max":2}'],
    ]);
    expect(messages({ seats: 2, crew: 2, fuels: ['kerosene'] })).toEqual([
      ['fuels.0', 'validator.choice'],
    ]);
    expect(messages({ seats: 2, crew: 2, fuels: [] })).toEqual([['fuels', 'validator.required']]);
    expect(messages({ seats: 2, crew: 1, fuels: ['avgas'] })).toBeUndefined();
  });
});
