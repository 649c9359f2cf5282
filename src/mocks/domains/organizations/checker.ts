import { VALIDATOR, type JsonObject } from '../../api';

export type FieldErrors = Record<string, string[]>;

/** A body's string field: trimmed text, null when absent or blank, undefined when not a string. */
export function text(body: JsonObject, field: string): string | null | undefined {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function objectOf(value: unknown): JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : {};
}

/** Collects the field errors of one section's body. */
export class Checker {
  readonly errors: FieldErrors = {};
  constructor(private readonly body: JsonObject) {}

  fail(field: string, message: string) {
    (this.errors[field] ??= []).push(message);
  }

  required(field: string, body = this.body, as = field): string {
    const value = text(body, field.split('.').pop() ?? field);
    if (value === undefined) this.fail(as, VALIDATOR.required);
    else if (value === null) this.fail(as, VALIDATOR.required);
    return value ?? '';
  }

  optional(
    field: string,
    check?: (value: string) => boolean,
    message: string = VALIDATOR.required,
  ): string | null {
    const value = text(this.body, field);
    if (value === undefined) {
      this.fail(field, message);
      return null;
    }
    if (value !== null && check && !check(value)) this.fail(field, message);
    return value;
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }
}
