/**
 * What an operator's new text must keep of the text it replaces (DECISIONS.md "Administration"):
 * the same interpolation variables (`{{count}}`, `{{name, datetime}}`), and for a plural form
 * (i18next's `_one`, `_other`… siblings) a non-blank text that keeps `{{count}}` where the form
 * stands for several. The app checks it before sending and the demo API again; both read this.
 */

/** i18next's plural suffixes (CLDR categories), as in `items_one`, `items_other`. */
export const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralForm = (typeof PLURAL_FORMS)[number];

/** Forms that may leave the number out ("One aircraft"): every other form must show it. */
const FORMS_WITHOUT_COUNT: ReadonlySet<PluralForm> = new Set(['zero', 'one']);

const VARIABLE = /\{\{\s*([^{},\s]+)[^{}]*\}\}/g;

/** The variables a text interpolates, each once, sorted: `{{count}} of {{total, number}}` -> [count, total]. */
export function variablesOf(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((match) => match[1] ?? ''))].sort();
}

/** The plural form a key names (`items_other` -> other), or null. */
export function pluralFormOf(key: string): PluralForm | null {
  const suffix = /_([a-z]+)$/.exec(key)?.[1];
  return PLURAL_FORMS.find((form) => form === suffix) ?? null;
}

/**
 * `a, b`: how a refusal names variables (without their braces: a message's values are
 * interpolated again by i18next, so `{{a}}` in a value would be replaced).
 */
export function variableList(names: readonly string[]): string {
  return names.join(', ');
}

export type TextProblem =
  | { rule: 'blank' }
  | { rule: 'variables'; expected: string[]; found: string[] }
  | { rule: 'plural' };

export interface TextCheck {
  /** The key's dotted path in its namespace. */
  key: string;
  text: string;
  /** The text it must match (the bundled one of that language, else of the other); null: none. */
  reference: string | null;
}

/** Why `text` may not replace the key's text, or null when it may. */
export function textProblem({ key, text, reference }: TextCheck): TextProblem | null {
  const form = pluralFormOf(key);
  if (text.trim() === '') return form ? { rule: 'plural' } : { rule: 'blank' };
  if (reference === null) return null;
  const found = variablesOf(text);
  const expected = variablesOf(reference);
  if (form) {
    const others = (names: string[]) => names.filter((name) => name !== 'count');
    if (!FORMS_WITHOUT_COUNT.has(form) && expected.includes('count') && !found.includes('count')) {
      return { rule: 'plural' };
    }
    if (others(found).join() !== others(expected).join()) {
      return { rule: 'variables', expected, found };
    }
    return null;
  }
  return found.join() === expected.join() ? null : { rule: 'variables', expected, found };
}

/** The `validator.*` keys of the refusals (locales/<lang>/validation.json). */
export const TEXT_PROBLEM_KEYS = {
  blank: 'validator.required',
  variables: 'validator.translation.variables',
  noVariables: 'validator.translation.no_variables',
  plural: 'validator.translation.plural',
} as const;

/** The refusal as a field message: a `validator.*` key, with its values after `|` as JSON. */
export function textProblemMessage(problem: TextProblem): string {
  if (problem.rule !== 'variables') return TEXT_PROBLEM_KEYS[problem.rule];
  if (problem.expected.length === 0) {
    const found = variableList(problem.found);
    return `${TEXT_PROBLEM_KEYS.noVariables}|${JSON.stringify({ found })}`;
  }
  const expected = variableList(problem.expected);
  return `${TEXT_PROBLEM_KEYS.variables}|${JSON.stringify({ expected })}`;
}
