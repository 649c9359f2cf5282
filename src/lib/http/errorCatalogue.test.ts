import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import enHttp from '@locales/en/http.json';
import frHttp from '@locales/fr/http.json';
import { describeError, type ErrorDescription } from './errorCatalogue';
import type { ApiError, ApiErrorKind } from './types';

let en: TFunction;
let fr: TFunction;

beforeAll(async () => {
  // The real http bundles; the validation namespace belongs to the rule library, so a stand-in here.
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['http', 'validation'],
    defaultNS: 'http',
    interpolation: { escapeValue: false },
    resources: {
      en: {
        http: enHttp,
        validation: {
          validator: { email: 'Enter a valid email address', items_max: 'At most {{max}} items' },
        },
      },
      fr: {
        http: frHttp,
        validation: { validator: { email: 'Saisissez une adresse e-mail valide' } },
      },
    },
  });
  en = i18n.getFixedT('en');
  fr = i18n.getFixedT('fr');
});

function apiError(
  kind: ApiErrorKind,
  status: number | null,
  data: unknown = undefined,
  fieldErrors = {},
): ApiError {
  const message =
    typeof data === 'object' &&
    data !== null &&
    'message' in data &&
    typeof data.message === 'string'
      ? data.message
      : `Request failed with status code ${status ?? 0}`;
  return { kind, status, message, fieldErrors, data };
}

describe('describeError (spec section 8)', () => {
  it.each<[string, ApiError, ErrorDescription | null]>([
    [
      'timeout',
      apiError('timeout', null),
      { title: 'Request timed out', detail: 'Server response too long', variant: 'error' },
    ],
    [
      'connection reset',
      apiError('connection', null),
      { title: 'Connection error', detail: 'Server offline', variant: 'error' },
    ],
    [
      'empty response',
      apiError('empty', null),
      { title: 'Empty response', detail: 'No response from the server', variant: 'error' },
    ],
    [
      '401',
      apiError('unauthorized', 401, { code: 401, message: 'Expired JWT Token' }),
      {
        title: 'Session expired',
        detail: 'Your session has expired, please log in again',
        variant: 'warning',
      },
    ],
    [
      '401 with a known error key',
      apiError('unauthorized', 401, { code: 401, message: 'errors.invalid_credentials' }),
      { title: 'Session expired', detail: 'Invalid credentials', variant: 'warning' },
    ],
    ['403 (redirect instead)', apiError('forbidden', 403), null],
    ['409 (reload instead)', apiError('conflict', 409), null],
    ['cancelled', apiError('cancelled', null), null],
    [
      '400 with a known key and field errors',
      apiError(
        'client',
        400,
        { message: 'errors.invalid_request' },
        { email: ['validator.email'], name: ['Too short'] },
      ),
      {
        title: 'Client error 400',
        detail: 'Invalid request: Enter a valid email address',
        variant: 'warning',
      },
    ],
    [
      '400 with a field error carrying its values',
      apiError(
        'client',
        400,
        { message: 'errors.invalid_request' },
        { items: ['validator.items_max|{"max":3}'] },
      ),
      { title: 'Client error 400', detail: 'Invalid request: At most 3 items', variant: 'warning' },
    ],
    [
      '400 with a known key alone',
      apiError('client', 400, { message: 'errors.slug_already_exists' }),
      { title: 'Client error 400', detail: 'Slug already exists', variant: 'warning' },
    ],
    [
      '400 with a known key and a business reason with its values',
      apiError(
        'client',
        400,
        { message: 'errors.item_cannot_be_deleted' },
        { usedBy: ['errors.used_by_services|{"count":2,"names":"Jet A-1, Avgas"}'] },
      ),
      {
        title: 'Client error 400',
        detail: 'The item cannot be deleted: used by 2 services: Jet A-1, Avgas',
        variant: 'warning',
      },
    ],
    [
      '400 with an unknown key: the first field error',
      apiError('client', 400, { message: 'errors.unheard_of' }, { email: ['validator.email'] }),
      { title: 'Client error 400', detail: 'Enter a valid email address', variant: 'warning' },
    ],
    [
      '400 whose field error is the message with its values: said once, with them',
      apiError(
        'client',
        400,
        { message: 'errors.hangar_slices_taken' },
        { slices: ['errors.hangar_slices_taken|{"holder":"RJC-2026-000011"}'] },
      ),
      {
        title: 'Client error 400',
        detail: 'These slices are already held by RJC-2026-000011 on one of these nights',
        variant: 'warning',
      },
    ],
    [
      '404 with a plain server message',
      apiError('client', 404, { code: 404, message: 'Trip not found' }, { id: ['unknown'] }),
      { title: 'Client error 404', detail: 'Trip not found', variant: 'warning' },
    ],
    [
      '422 with field errors only',
      apiError('client', 422, { errors: { iban: 'Invalid IBAN' } }, { iban: ['Invalid IBAN'] }),
      { title: 'Client error 422', detail: 'Invalid IBAN', variant: 'warning' },
    ],
    [
      '400 with nothing to say',
      apiError('client', 400, ''),
      {
        title: 'Client error 400',
        detail: 'The request could not be processed',
        variant: 'warning',
      },
    ],
    [
      '500 with a server message',
      apiError('server', 500, { message: 'Database unavailable' }),
      { title: 'Server error 500', detail: 'Database unavailable', variant: 'error' },
    ],
    [
      '503 without a body',
      apiError('server', 503),
      {
        title: 'Server error 503',
        detail: 'The server could not process the request',
        variant: 'error',
      },
    ],
    [
      '302',
      apiError('redirect', 302),
      {
        title: 'Redirection 302',
        detail: 'The requested resource has moved or has not changed',
        variant: 'warning',
      },
    ],
    [
      '304',
      apiError('redirect', 304),
      {
        title: 'Redirection 304',
        detail: 'The requested resource has moved or has not changed',
        variant: 'info',
      },
    ],
  ])('%s', (_label, error, expected) => {
    expect(describeError(error, en)).toEqual(expected);
  });

  it('speaks French when i18n does', () => {
    expect(describeError(apiError('timeout', null), fr)?.detail).toBe(
      'Le serveur met trop de temps à répondre',
    );
    expect(
      describeError(
        apiError(
          'client',
          400,
          { message: 'errors.invalid_request' },
          { email: ['validator.email'] },
        ),
        fr,
      ),
    ).toEqual({
      title: 'Erreur client 400',
      detail: 'Requête invalide : Saisissez une adresse e-mail valide',
      variant: 'warning',
    });
  });
});

describe('http bundles', () => {
  function keys(value: unknown, prefix = ''): string[] {
    if (typeof value !== 'object' || value === null) return [prefix];
    return Object.entries(value).flatMap(([key, child]) =>
      keys(child, prefix ? `${prefix}.${key}` : key),
    );
  }

  it('have the same keys in English and French', () => {
    expect(keys(frHttp).sort()).toEqual(keys(enHttp).sort());
  });
});

describe('a 429 (rate limit)', () => {
  const limited = (message: string, retryAfterSeconds?: number): ApiError => ({
    ...apiError('client', 429, { code: 429, message }),
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  });

  it.each([
    [1, 'Try again in 1 second.'],
    [45, 'Try again in 45 seconds.'],
    [120, 'Try again in 2 minutes.'],
    [3600, 'Try again in 60 minutes.'],
    [23 * 3600, 'Try again in 23 hours.'],
  ])('says when to try again: %i s -> %s', (seconds, wording) => {
    const described = describeError(limited('errors.too_many_requests', seconds), en);
    expect(described).toEqual({
      title: 'Too many requests',
      detail: `Too many requests in a short time. ${wording}`,
      variant: 'warning',
    });
  });

  it('names what was limited, in French too', () => {
    expect(describeError(limited('errors.upload_quota', 7200), fr)?.detail).toBe(
      'Votre organisation a atteint son quota de fichiers envoyés (50 Mo par jour). Réessayez dans 2 heures.',
    );
    expect(describeError(limited('errors.too_many_login_attempts', 30), fr)?.detail).toBe(
      'Trop de tentatives de connexion échouées. Réessayez dans 30 secondes.',
    );
  });

  it('says later without a Retry-After', () => {
    expect(describeError(limited('errors.too_many_requests'), en)?.detail).toBe(
      'Too many requests in a short time. Try again later.',
    );
  });
});
