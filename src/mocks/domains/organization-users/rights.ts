import type { Right } from '../../../lib/auth/types';
import { VALIDATOR } from '../../api';
import { isOperatorRight } from '../../auth';
import { RIGHT_FAMILIES } from '../../db/rights';

function isRight(value: unknown): value is Right {
  if (typeof value !== 'object' || value === null) return false;
  const action: unknown = Reflect.get(value, 'action');
  const subject: unknown = Reflect.get(value, 'subject');
  return typeof action === 'string' && typeof subject === 'string';
}

/** A right an organization may grant: one of the catalogue, never OPERATOR_* (platform power). */
function isGrantable(right: Right): boolean {
  if (isOperatorRight(right) || right.subject === 'DEFAULT') return false;
  const actions: readonly string[] = RIGHT_FAMILIES[right.subject] ?? [];
  return actions.includes(right.action);
}

/** Rights sorted by subject then action, each once: two equal sets compare equal. */
export function normalizedRights(rights: readonly Right[]): Right[] {
  const seen = new Set<string>();
  const unique: Right[] = [];
  for (const right of rights) {
    const key = `${right.subject}:${right.action}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push({ action: right.action, subject: right.subject });
  }
  return unique.sort(
    (a, b) => a.subject.localeCompare(b.subject) || a.action.localeCompare(b.action),
  );
}

/**
 * The `rights` of a body: undefined when absent, the normalized list, or the 400's field errors
 * (not a list, or a right that is unknown or operator-only).
 */
export function readRights(value: unknown): {
  rights?: Right[];
  errors?: Record<string, string[]>;
} {
  if (value === undefined) return {};
  if (!Array.isArray(value)) return { errors: { rights: [VALIDATOR.choice] } };
  const rights: Right[] = [];
  for (const item of value) {
    if (!isRight(item) || !isGrantable(item)) return { errors: { rights: [VALIDATOR.choice] } };
    rights.push(item);
  }
  return { rights: normalizedRights(rights) };
}
