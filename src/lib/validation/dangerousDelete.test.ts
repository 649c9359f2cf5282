import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dangerousDeleteWord, isDangerousDeleteConfirmed } from './dangerousDelete';

describe('dangerous delete', () => {
  it.each([
    ['en', 'DELETE'],
    ['fr', 'SUPPRIMER'],
  ] as const)('the %s word is %s', (lang, word) => {
    expect(dangerousDeleteWord(lang)).toBe(word);
  });

  it.each([
    ['DELETE', 'en', 'dialog', true],
    ['delete', 'en', 'dialog', false],
    ['DELETE ', 'en', 'dialog', false],
    ['SUPPRIMER', 'fr', 'dialog', true],
    ['DELETE', 'fr', 'dialog', false],
    ['supprimer', 'fr', 'dialog', false],
    ['delete', 'en', 'alert', true],
    ['DeLeTe', 'fr', 'alert', true],
    ['SUPPRIMER', 'fr', 'alert', false],
    ['', 'en', 'alert', false],
    ['deleted', 'en', 'alert', false],
  ] as const)('%j in %s %s -> %s', (typed, lang, variant, expected) => {
    expect(isDangerousDeleteConfirmed(typed, lang, variant)).toBe(expected);
  });

  it('the alert accepts "delete" in any mix of cases', () => {
    const cased = fc
      .tuple(...[...'delete'].map((c) => fc.constantFrom(c, c.toUpperCase())))
      .map((cs) => cs.join(''));
    fc.assert(
      fc.property(cased, fc.constantFrom('en', 'fr' as const), (typed, lang) =>
        isDangerousDeleteConfirmed(typed, lang, 'alert'),
      ),
    );
  });
});
