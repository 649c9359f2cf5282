/**
 * zxcvbn-ts with its dictionaries: imported only by the security tab's strength meter, dynamically
 * (the dictionaries weigh hundreds of kilobytes).
 */
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as fr from '@zxcvbn-ts/language-fr';

const factories = new Map<string, ZxcvbnFactory>();

function factoryFor(language: string): ZxcvbnFactory {
  const pack = language === 'fr' ? fr : en;
  let factory = factories.get(language);
  if (!factory) {
    factory = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary },
      graphs: common.adjacencyGraphs,
      translations: pack.translations,
    });
    factories.set(language, factory);
  }
  return factory;
}

export interface Strength {
  /** 0 (too guessable) to 4 (very unguessable). */
  score: 0 | 1 | 2 | 3 | 4;
  warning: string | null;
  suggestions: string[];
}

export function passwordStrength(
  password: string,
  language: string,
  userInputs: string[] = [],
): Strength {
  const result: ZxcvbnResult = factoryFor(language).check(password, userInputs);
  return {
    score: result.score,
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
  };
}
