/**
 * The validation of a declared form (formDeclaration.ts), derived from its fields: required, the
 * API document's limits of each field, and the rule of the field's kind, with the messages of the
 * rule library (lib/validation), so a declared form says what a hand-written one said.
 */
import * as z from 'zod/mini';
import {
  VALIDATOR,
  choice,
  fileRule,
  isDecimalOrInt,
  isFilled,
  isIsoDate,
  isPercentage,
  lengthMaxMessage,
  messageWithValues,
  optionalFieldNumber,
  required as requiredString,
  requiredFieldNumber,
  trimmed,
} from '@/lib/validation';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { FieldDeclaration, FieldLimits, FormDeclaration, FormLimits } from './formDeclaration';
import { isUploadedFile } from './formUploads';

type NumberCheck = z.core.$ZodCheck<number>;

const check = (test: (value: number) => boolean, error: string): NumberCheck =>
  z.refine<number>(test, { error });

/**
 * The document's bounds of a number: 0 or more, above 0 (a whole number of at least 1 too), at
 * least `min`, at most `max`; a whole number first where the field says so.
 */
function numberChecks(limits: FieldLimits, integer = false): NumberCheck[] {
  const { minimum: min, exclusiveMinimum: above, maximum: max } = limits;
  const checks: NumberCheck[] = [];
  if (integer) checks.push(check(Number.isInteger, VALIDATOR.integer));
  if (min === 0) checks.push(check((value) => value >= 0, VALIDATOR.positive));
  else if (min === 1 && integer) checks.push(check((value) => value > 0, VALIDATOR.strictPositive));
  else if (min !== undefined)
    checks.push(check((value) => value >= min, messageWithValues(VALIDATOR.quantityMin, { min })));
  if (above === 0) checks.push(check((value) => value > 0, VALIDATOR.strictPositive));
  if (max !== undefined)
    checks.push(check((value) => value <= max, messageWithValues(VALIDATOR.quantityMax, { max })));
  return checks;
}

/** The kind's own rule of a number: a rate of 0 to 100 (2 decimals), an amount (4 decimals). */
const KIND_CHECKS: Partial<Record<FieldDeclaration['kind'], NumberCheck[]>> = {
  percent: [check(isPercentage, VALIDATOR.percentage)],
  money: [
    check((value) => value >= 0, VALIDATOR.positive),
    check(isDecimalOrInt, VALIDATOR.decimalOrInt),
  ],
};

const upperCased = (value: string) => value.toUpperCase();
const blankAsNull = (value: string) => (value === '' ? null : value);

function textRule(field: FieldDeclaration, limits: FieldLimits) {
  const checks: z.core.$ZodCheck<string>[] = [];
  const { maxLength, pattern } = limits;
  if (maxLength !== undefined)
    checks.push(z.maxLength(maxLength, { error: lengthMaxMessage(maxLength) }));
  if (pattern !== undefined) {
    const format = new RegExp(pattern);
    const error = field.patternError ?? VALIDATOR.pattern;
    // A code written upper-case is checked as it will be sent ("ea50" passes as "EA50").
    const sent = (value: string) => (field.upperCase ? value.trim().toUpperCase() : value);
    checks.push(z.refine((value: string) => value === '' || format.test(sent(value)), { error }));
  }
  const text = trimmed(
    field.required ? requiredString.check(...checks) : z.string().check(...checks),
  );
  const cased = field.upperCase ? z.pipe(text, z.transform(upperCased)) : text;
  return field.blankAsNull ? z.pipe(cased, z.transform(blankAsNull)) : cased;
}

/** A list's bounds: one at least when required, the document's `minItems` and `maxItems`. */
function listChecks(field: FieldDeclaration, limits: FieldLimits): z.core.$ZodCheck<unknown[]>[] {
  const checks: z.core.$ZodCheck<unknown[]>[] = [];
  const min = field.required ? Math.max(1, limits.minItems ?? 1) : limits.minItems;
  if (min !== undefined) checks.push(z.minLength(min, { error: VALIDATOR.required }));
  const max = limits.maxItems;
  if (max !== undefined)
    checks.push(z.maxLength(max, { error: messageWithValues(VALIDATOR.quantityMax, { max }) }));
  return checks;
}

function listRule(item: z.ZodMiniType, field: FieldDeclaration, limits: FieldLimits) {
  return z.array(item).check(...listChecks(field, limits));
}

const oneOfThem = { error: VALIDATOR.choice };

/**
 * Codes typed in a list (a multiSelect, `upperCase`): trimmed, upper-cased, each once, each of
 * the document's `items.pattern` (the field's `patternError`), the list's bounds its own.
 */
function codeList(field: FieldDeclaration, limits: FieldLimits) {
  const error = field.patternError ?? VALIDATOR.pattern;
  const format = new RegExp(limits.items?.pattern ?? '');
  const codes = (values: string[]) => [
    ...new Set(values.map((value) => value.trim().toUpperCase()).filter(isFilled)),
  ];
  return z.pipe(
    z.pipe(z.array(z.string(), { error }), z.transform(codes)),
    z.array(z.string()).check(
      ...listChecks(field, limits),
      z.refine((values: string[]) => values.every((value) => format.test(value)), { error }),
    ),
  );
}

const requiredId = z.pipe(
  z.nullable(z.number({ error: VALIDATOR.number })),
  z.number({ error: VALIDATOR.required }),
);

/** The rule of one declared field, given its limits (the document's keywords). */
export function fieldRule(field: FieldDeclaration, limits: FieldLimits = {}): z.ZodMiniType {
  if (field.schema) return field.schema;
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return textRule(field, limits);
    case 'number':
    case 'percent':
    case 'money': {
      const checks = [...(KIND_CHECKS[field.kind] ?? []), ...numberChecks(limits, field.integer)];
      return field.required ? requiredFieldNumber(...checks) : optionalFieldNumber(...checks);
    }
    case 'select': {
      const { options } = field;
      if (options?.every((value) => typeof value === 'string'))
        return field.required ? choice(options) : z.nullable(choice(options));
      // Numbers declared (a category of 1 to 10): one of them; else an id from the server.
      if (!options) return field.required ? requiredId : z.nullable(z.number());
      const among = z.number().check(z.refine((value) => options.includes(value), oneOfThem));
      return field.required ? z.pipe(requiredId, among) : z.nullable(among);
    }
    case 'multiSelect': {
      if (field.upperCase) return codeList(field, limits);
      // Each one of the declared values, when they are given.
      const { options } = field;
      const item = options?.every((value) => typeof value === 'string')
        ? choice(options)
        : z.union([z.string(), z.number()]);
      return listRule(item, field, limits);
    }
    case 'date':
      return z.string({ error: VALIDATOR.required }).check(
        z.refine((value: string) => !field.required || isFilled(value), {
          error: VALIDATOR.required,
        }),
        z.refine((value: string) => !isFilled(value) || isIsoDate(value), {
          error: VALIDATOR.date,
        }),
      );
    case 'checkbox':
      return z.boolean();
    case 'file': {
      const file = fileRule({ types: field.accept });
      return field.required ? file : z.nullable(file);
    }
    case 'upload': {
      // The file kept passes as it is; a new one is checked as a file field's.
      const file = z.union([z.custom(isUploadedFile), fileRule({ types: field.accept })]);
      return field.required ? file : z.nullable(file);
    }
    case 'multiLanguage':
      return z.record(z.string(), z.string());
    case 'rows':
      return listRule(fieldsSchema(field.columns ?? []), field, limits);
    case 'custom':
      return z.unknown();
  }
}

/** Each kind's empty value: what a new record's field holds unless `defaults` says otherwise. */
const EMPTY: Partial<Record<FieldDeclaration['kind'], () => unknown>> = {
  text: () => '',
  textarea: () => '',
  date: () => '',
  checkbox: () => false,
  multiSelect: () => [],
  rows: () => [],
  multiLanguage: () => ({}),
};

/** A new record's values: each field's empty value (null for a number, choice or file). */
export function emptyValues(fields: readonly FieldDeclaration[]): Record<string, unknown> {
  return Object.fromEntries(
    fields
      .filter((field) => field.kind !== 'custom')
      .map((field) => [field.name, EMPTY[field.kind]?.() ?? null]),
  );
}

/** How a form value comes from the record, where the record's property of its name is not it. */
export type ValuesFrom<R, V> = { readonly [K in keyof V]?: (record: R) => V[K] };

/**
 * A record's form values (`toValues`), derived from the declared fields: each takes the record's
 * property of its name, a list copied, an empty one (null) read as the kind's empty value ('' for
 * a text); `from` says how for the others (a nested record's id).
 */
export function recordValues<R, V extends FieldValues>(
  declared: Pick<FormDeclaration<R, V, unknown>, 'fields' | 'defaults'>,
  from: ValuesFrom<R, V> = {},
): (record: R) => DefaultValues<V> {
  return (record) => {
    const properties = asRecord(record);
    const values = declared.fields
      .filter((field) => field.kind !== 'custom')
      .map((field) => {
        const derive = from[field.name];
        if (derive) return [field.name, derive(record)];
        const value = properties[field.name];
        if (Array.isArray(value)) return [field.name, [...value]];
        return [field.name, value ?? EMPTY[field.kind]?.() ?? null];
      });
    // Every declared field is the record's; what only the defaults name stays theirs.
    return Object.assign({ ...declared.defaults }, Object.fromEntries(values));
  };
}

/** The object of the declared fields, each with its rule and the limits of its name. */
export function fieldsSchema(fields: readonly FieldDeclaration[], limits: FormLimits = {}) {
  return z.object(
    Object.fromEntries(fields.map((field) => [field.name, fieldRule(field, limits[field.name])])),
  );
}

const asRecord = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null ? { ...value } : {};

/**
 * The schema of a declared form: its fields' rules, then its rules across fields, which run even
 * when a field fails (so they show with the rest). Its output is typed as the declaration says
 * (`O`, the values' shape): the object checked every declared field and dropped the others.
 */
export function declaredSchema<V extends FieldValues, O = V>(
  declaration: Pick<FormDeclaration<unknown, V, unknown, O>, 'fields' | 'limits' | 'refine'>,
): z.ZodMiniType<O, V> {
  const { fields, limits, refine = [] } = declaration;
  const object = fieldsSchema(fields, limits).check(
    ...refine.map((rule) =>
      z.refine((values) => rule.test(asRecord(values)), {
        error: (issue) =>
          typeof rule.message === 'string' ? rule.message : rule.message(asRecord(issue.input)),
        path: [rule.path],
        when: () => true,
      }),
    ),
  );
  type Checked = z.output<typeof object>;
  const checked = z.transform((values: V, ctx): Checked => {
    const result = object.safeParse(values);
    if (result.success) return result.data;
    for (const { message, path } of result.error.issues)
      ctx.issues.push({ code: 'custom', message, path, input: values });
    return z.NEVER;
  });
  return z.pipe(checked, z.custom<O, Checked>());
}
/** The fields, in one titled group (`section`: a fieldset titled `sections.<id>`). */
export function inSection<F extends FieldDeclaration<string, never>>(
  section: string,
  fields: readonly F[],
): F[] {
  return fields.map((field) => ({ ...field, section }));
}

/** A required field's value once checked (the schema refused it empty): its type says so too. */
export function filled<T>(value: T): NonNullable<T> {
  if (value === null || value === undefined) throw new Error('A required field was sent empty');
  return value;
}
