import { VALIDATOR } from '../api';
import { dictionary } from '@zxcvbn-ts/language-common';

/** The message key the demo API answers a leaked password with (spec section 5). */
export const LEAKED_PASSWORD = VALIDATOR.passwordLeaked;

let leaked: Set<string> | null = null;

/** zxcvbn-ts's list of the most common leaked passwords, lower case, built on first use. */
function leakedSet(): Set<string> {
  leaked ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return leaked;
}

/**
 * Whether a chosen password is a known leaked one: the password itself, or the leaked word that
 * the policy's decorations (capitals, then digits and symbols at the end) were added to, as in
 * "Password123!" or "Dragon2024$".
 */
export function isLeakedPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (leakedSet().has(lower)) return true;
  const stem = lower.replace(/[^a-z]+$/, '');
  return stem.length >= 4 && stem !== lower && leakedSet().has(stem);
}
