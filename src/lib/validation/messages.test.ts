import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@locales/en/validation.json';
import fr from '@locales/fr/validation.json';
import {
  VALIDATOR,
  messageWithValues,
  parseMessage,
  stripFieldName,
  translateError,
  type Translate,
} from './messages';

/** Records what was asked of `t`, so the tests see the key, namespace and values. */
const echo: Translate = (key, options) => `${key} ${JSON.stringify(options)}`;

describe('parseMessage', () => {
  it.each([
    ['validator.required', { key: 'validator.required', values: {} }],
    ['validator.password|{"min":13}', { key: 'validator.password', values: { min: 13 } }],
    [
      'validator.file_type|{"types":"pdf"}',
      { key: 'validator.file_type', values: { types: 'pdf' } },
    ],
    ['validator.password|not json', { key: 'validator.password', values: {} }],
    ['validator.password|[1]', { key: 'validator.password', values: {} }],
    ['a|b from the server', { key: 'a|b from the server', values: {} }],
    [
      'errors.hangar_slices_taken|{"holder":"RJC-2026-000011"}',
      { key: 'errors.hangar_slices_taken', values: { holder: 'RJC-2026-000011' } },
    ],
  ])('%s', (message, expected) => {
    expect(parseMessage(message)).toEqual(expected);
  });

  it('round-trips messageWithValues', () => {
    expect(parseMessage(messageWithValues(VALIDATOR.fileSize, { max: 2 }))).toEqual({
      key: 'validator.file_size',
      values: { max: 2 },
    });
  });
});

describe('stripFieldName', () => {
  it.each([
    ['email: This value is not valid.', undefined, 'This value is not valid.'],
    ['address.city: This value should not be blank.', undefined, 'This value should not be blank.'],
    ['items[0].name: Too long.', undefined, 'Too long.'],
    ['Error: something failed', undefined, 'Error: something failed'],
    ['The email field is required', 'email', 'The field is required'],
    ['The field "email" is required.', 'email', 'The field is required.'],
    ['Email: must be unique', 'email', 'must be unique'],
    ['The emailing list is full', 'email', 'The emailing list is full'],
    ['The field is required', 'email', 'The field is required'],
    ['Unknown airport', 'airport', 'Unknown airport'],
    ['Le champ « email » est requis', 'email', 'Le champ « email » est requis'],
  ])('%s (field %s)', (message, field, expected) => {
    expect(stripFieldName(message, field)).toBe(expected);
  });
});

describe('translateError', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    [[], ''],
    ['validator.required', 'validator.required {"ns":"validation"}'],
    ['validator.password|{"min":8}', 'validator.password {"ns":"validation","min":8}'],
    [['validator.email', 'validator.required'], 'validator.email {"ns":"validation"}'],
    ['email: This value is not valid.', 'This value is not valid.'],
    ['errors.vat_number_already_registered', 'errors.vat_number_already_registered {"ns":"http"}'],
    [
      'errors.hangar_slices_taken|{"holder":"RJC-1"}',
      'errors.hangar_slices_taken {"ns":"http","holder":"RJC-1"}',
    ],
  ])('%j', (message, expected) => {
    expect(translateError(echo, message)).toBe(expected);
  });
});

describe('validation locales', () => {
  const keysOf = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
      : [prefix];

  it('have the same keys in English and French, all translated', () => {
    expect(keysOf(fr).sort()).toEqual(keysOf(en).sort());
    const enTexts = new Map(
      keysOf(en).map((k) => [
        k,
        k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], en),
      ]),
    );
    const same = keysOf(fr).filter(
      (k) =>
        k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], fr) ===
        enTexts.get(k),
    );
    expect(same).toEqual([]);
  });

  it('hold every message the rules use', () => {
    for (const key of Object.values(VALIDATOR)) expect(keysOf(en)).toContain(key);
    for (const hint of ['length', 'digit', 'lower', 'upper', 'special'])
      expect(keysOf(en)).toContain(`password.${hint}`);
  });

  describe('through i18next', () => {
    const instance = i18next.createInstance();
    beforeAll(async () => {
      await instance.init({
        lng: 'en',
        resources: { en: { validation: en }, fr: { validation: fr } },
        interpolation: { escapeValue: false },
      });
    });

    it.each([
      ['en', 'validator.positive', 'Must be 0 or more'],
      ['fr', 'validator.positive', 'Doit être supérieur ou égal à 0'],
      ['en', 'validator.password_min_length|{"min":13}', 'Must contain at least 13 characters'],
      ['fr', 'validator.password_min_length|{"min":8}', 'Doit contenir au moins 8 caractères'],
      ['fr', 'validator.file_size|{"max":1.5}', 'Le fichier ne doit pas dépasser 1,5\u00a0Mo'],
      // Limits are counted by their max: one airport, several airports, in both languages.
      [
        'en',
        'validator.offer.airports_max|{"max":1,"offer":"ESS"}',
        'Your offer ESS allows only 1 airport',
      ],
      [
        'en',
        'validator.offer.airports_max|{"max":3,"offer":"ESS"}',
        'Your offer ESS allows at most 3 airports',
      ],
      [
        'fr',
        'validator.offer.hangars_max|{"max":1,"offer":"ESS"}',
        'Votre offre ESS permet au plus 1 service de hangar, parking ou aire de stationnement',
      ],
      [
        'fr',
        'validator.offer.subscriptions_max|{"max":0,"offer":"ESS"}',
        'L’offre ESS est complète\u00a0: elle accepte au plus 0 abonné',
      ],
      [
        'fr',
        'validator.offer.aircraft_max|{"max":2000000,"offer":"ESS"}',
        'Votre offre ESS permet au plus 2000000 aéronefs',
      ],
      [
        'en',
        'validator.offer.subscriptions_max|{"max":2,"offer":"ESS"}',
        'The offer ESS is full: it takes at most 2 subscribers',
      ],
    ])('%s %s', async (lng, message, expected) => {
      await instance.changeLanguage(lng);
      expect(translateError(instance.t, message)).toBe(expected);
    });
  });
});
