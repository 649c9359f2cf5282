import { folded } from './validators';

/** The words of a list's `searchQuery`, folded (case and accents aside); none when absent. */
export function searchWords(search: string | undefined): string[] {
  return search === undefined ? [] : folded(search).split(/\s+/);
}

/** Every word is somewhere in the text (folded alike). */
export function matchesWords(text: string, words: readonly string[]): boolean {
  const haystack = folded(text);
  return words.every((word) => haystack.includes(word));
}

/** Names in a person's order: case aside, numbers by value (G500 before G600). */
export const naturalOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
