import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@locales/en/cancellation.json';
import fr from '@locales/fr/cancellation.json';
import { CANCELLATION_RULES } from './cancellation';
import { cancellationConditionText, cancellationRuleText } from './cancellationText';
import type { CancellationCondition } from './quotes.types';

const texts = { en: {} as TFunction, fr: {} as TFunction };

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    resources: { en: { cancellation: en }, fr: { cancellation: fr } },
    interpolation: { escapeValue: false },
  });
  texts.en = instance.getFixedT('en');
  texts.fr = instance.getFixedT('fr');
});

describe('cancellationRuleText', () => {
  it.each([
    ['en', 'hours_12', 'Less than 12 hours before departure'],
    ['en', 'days_1', 'Less than 1 day before departure'],
    ['en', 'days_10', 'Less than 10 days before departure'],
    ['en', 'always', 'Always'],
    ['en', 'changed_hours_6', 'Trip changed less than 6 hours before departure'],
    ['en', 'not_rescheduled', 'Trip not rescheduled before departure'],
    ['en', 'weekly', 'weekly'],
    ['fr', 'hours_12', 'Moins de 12 heures avant le départ'],
    ['fr', 'days_1', 'Moins de 1 jour avant le départ'],
    ['fr', 'days_10', 'Moins de 10 jours avant le départ'],
    ['fr', 'always', 'Toujours'],
    ['fr', 'changed_hours_12', 'Voyage modifié moins de 12 heures avant le départ'],
    ['fr', 'not_rescheduled', 'Voyage non reporté avant le départ'],
  ] as const)('%s: %s reads "%s"', (language, rule, words) => {
    expect(cancellationRuleText(texts[language], rule)).toBe(words);
  });

  it.each(['en', 'fr'] as const)('%s names every rule of section 9 apart', (language) => {
    const words = CANCELLATION_RULES.map((rule) => cancellationRuleText(texts[language], rule));
    expect(new Set(words).size).toBe(CANCELLATION_RULES.length);
    for (const text of words) expect(text).not.toMatch(/rules\.|\{\{/);
  });
});

describe('cancellationConditionText', () => {
  const condition = (
    cancelledBy: CancellationCondition['cancelledBy'],
    rule: string,
    priceRate: number,
  ): CancellationCondition => ({ cancelledBy, rule, priceRate });

  it.each([
    [
      'en',
      condition('customer', 'days_2', 50),
      'Cancelled by the customer less than 2 days before: 50% of the price is kept.',
    ],
    [
      'en',
      condition('seller', 'hours_12', 100),
      'Cancelled by the seller less than 12 hours before: 100% of the price is kept.',
    ],
    [
      'en',
      condition('customer', 'always', 10),
      'Cancelled by the customer: 10% of the price is kept, whenever it is cancelled.',
    ],
    [
      'en',
      condition('customer', 'changed_hours_6', 30),
      'Cancelled by the customer, trip changed less than 6 hours before departure: 30% of the price is kept.',
    ],
    [
      'en',
      condition('seller', 'not_rescheduled', 20),
      'Cancelled by the seller, trip not rescheduled before departure: 20% of the price is kept.',
    ],
    [
      'en',
      condition('customer', 'weekly', 5),
      'Cancelled by the customer (weekly): 5% of the price is kept.',
    ],
    [
      'fr',
      condition('customer', 'days_2', 50),
      'Annulation par le client moins de 2 jours avant : 50 % du prix est retenu.',
    ],
    [
      'fr',
      condition('seller', 'hours_12', 100),
      'Annulation par le vendeur moins de 12 heures avant : 100 % du prix est retenu.',
    ],
    [
      'fr',
      condition('customer', 'always', 10),
      'Annulation par le client : 10 % du prix est retenu, quel que soit le moment.',
    ],
    [
      'fr',
      condition('customer', 'changed_hours_12', 30),
      'Annulation par le client, voyage modifié moins de 12 heures avant le départ : 30 % du prix est retenu.',
    ],
    [
      'fr',
      condition('seller', 'not_rescheduled', 20),
      'Annulation par le vendeur, voyage non reporté avant le départ : 20 % du prix est retenu.',
    ],
  ] as const)('%s: %o reads "%s"', (language, given, words) => {
    expect(cancellationConditionText(texts[language], given)).toBe(words);
  });
});
