import type { ErrorObject } from 'ajv';

/** At most this many faults per response: the first ones say what is wrong. */
const MAX_FAULTS = 8;

/** A value as a fault shows it: short JSON. */
function preview(value: unknown): string {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

const fieldOf = (path: string, key: unknown) => `${path}/${String(key)}`;

function describeError(error: ErrorObject): string {
  const at = error.instancePath || '(body)';
  const params: Record<string, unknown> = error.params;
  switch (error.keyword) {
    case 'required':
      return `${fieldOf(error.instancePath, params.missingProperty)} is required but missing`;
    case 'additionalProperties':
      return `${fieldOf(error.instancePath, params.additionalProperty)} is not in the document (additionalProperties: false)`;
    case 'format':
      return `${at} must match format ${String(params.format)} (got ${preview(error.data)})`;
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      return `${at} must be one of ${allowed.map(preview).join(', ')} (got ${preview(error.data)})`;
    }
    case 'type':
      return `${at} must be ${String(params.type)} (got ${preview(error.data)})`;
    default:
      return `${at} ${error.message ?? error.keyword} (got ${preview(error.data)})`;
  }
}

/**
 * Ajv's errors as one line each. A nullable field (`anyOf: [X, null]`) that fails reports its
 * branch's faults, "must be null" and "must match a schema in anyOf": the branch's say it best,
 * so the summary lines go when any other fault is left.
 */
export function describeErrors(errors: readonly ErrorObject[]): string[] {
  const isSummary = (error: ErrorObject) =>
    error.keyword === 'anyOf' ||
    error.keyword === 'oneOf' ||
    (error.keyword === 'type' && error.params.type === 'null');
  const specific = errors.filter((error) => !isSummary(error));
  const kept = specific.length > 0 ? specific : errors;
  const lines = [...new Set(kept.map(describeError))];
  return lines.length > MAX_FAULTS
    ? [...lines.slice(0, MAX_FAULTS), `and ${lines.length - MAX_FAULTS} more`]
    : lines;
}
