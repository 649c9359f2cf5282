/**
 * zxcvbn-ts and its dictionaries, imported dynamically by the strength meter on the first
 * keystroke: the common list (leaked passwords, keyboard graphs) and only the current language's
 * words, since the three together weigh over a megabyte gzipped.
 */
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';

export interface Strength {
  /** 0 (too guessable) to 4 (very unguessable). */
  score: 0 | 1 | 2 | 3 | 4;
  warning: string | null;
  suggestions: string[];
}

export type Estimate = (password: string, userInputs?: string[]) => Strength;

/** The dictionaries of each language the app speaks. */
const LANGUAGE_PACKS = {
  en: () => import('@zxcvbn-ts/language-en'),
  fr: () => import('@zxcvbn-ts/language-fr'),
};
export type StrengthLanguage = keyof typeof LANGUAGE_PACKS;

const estimates = new Map<StrengthLanguage, Promise<Estimate>>();

async function buildEstimate(language: StrengthLanguage): Promise<Estimate> {
  const [common, pack] = await Promise.all([
    import('@zxcvbn-ts/language-common'),
    LANGUAGE_PACKS[language](),
  ]);
  const factory = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...pack.dictionary },
    graphs: common.adjacencyGraphs,
    translations: pack.translations,
  });
  return (password, userInputs = []) => {
    const result: ZxcvbnResult = factory.check(password, userInputs);
    return {
      score: result.score,
      warning: result.feedback.warning,
      suggestions: result.feedback.suggestions,
    };
  };
}

/** The estimator of a language, its dictionaries fetched once (again after a failed fetch). */
export function loadEstimate(language: StrengthLanguage): Promise<Estimate> {
  let estimate = estimates.get(language);
  if (!estimate) {
    estimate = buildEstimate(language).catch((error: unknown) => {
      estimates.delete(language);
      throw error;
    });
    estimates.set(language, estimate);
  }
  return estimate;
}
