import { describe, expect, it } from 'vitest';
import { FILTERED, isSecretKey, scrubEvent, scrubString, scrubValue } from './scrub';

describe('isSecretKey', () => {
  it.each<[string, boolean]>([
    ['password', true],
    ['newPassword', true],
    ['plainPassword', true],
    ['refresh_token', true],
    ['refreshToken', true],
    ['access_token', true],
    ['clientSecret', true],
    ['cardNumber', true],
    ['ibanValue', true],
    ['IBAN', true],
    ['code', true],
    ['Code', true],
    ['Authorization', true],
    ['Cookie', true],
    // A card as Stripe and card forms send it.
    ['number', true],
    ['Number', true],
    ['cvc', true],
    ['CVC', true],
    ['cvv', true],
    ['exp', true],
    ['exp_month', true],
    ['exp_year', true],
    ['expMonth', true],
    ['expYear', true],
    ['expiry', true],
    ['expiryDate', true],
    ['expiration', true],
    ['expiration_date', true],
    ['export', false],
    ['expires', false],
    ['expected', false],
    ['phoneNumber', false],
    ['numberOfItemsPerPage', false],
    ['zipcode', false],
    ['postalCode', false],
    ['countryCode', false],
    ['email', false],
    ['firstName', false],
    ['url', false],
  ])('%s -> %s', (key, secret) => {
    expect(isSecretKey(key)).toBe(secret);
  });
});

describe('scrubString', () => {
  it.each<[string, string, string]>([
    [
      'a URL query value',
      'http://localhost:3001/api/reset?token=abc123&lang=fr',
      `http://localhost:3001/api/reset?token=${FILTERED}&lang=fr`,
    ],
    [
      'several secrets in one URL',
      '/registration/validate?code=9876&email=a%40b.c&newPassword=x',
      `/registration/validate?code=${FILTERED}&email=a%40b.c&newPassword=${FILTERED}`,
    ],
    [
      'a fragment (OAuth implicit flow)',
      '/callback#access_token=t-1&state=xyz',
      `/callback#access_token=${FILTERED}&state=xyz`,
    ],
    ['a bare query string', 'refresh_token=r-1&page=2', `refresh_token=${FILTERED}&page=2`],
    ['an encoded name', '/x?card%4eumber=4242', `/x?card%4eumber=${FILTERED}`],
    ['an innocent query', '/trips?page=2&zipcode=75001', '/trips?page=2&zipcode=75001'],
    [
      'a JSON body in text',
      '{"username":"a@b.c","ibanValue":"FR76 3000","code":"123456"}',
      `{"username":"a@b.c","ibanValue":"${FILTERED}","code":"${FILTERED}"}`,
    ],
    [
      'a bearer header in text',
      'Authorization: Bearer eyJ.abc.def',
      `Authorization: Bearer ${FILTERED}`,
    ],
    [
      'free text',
      'login failed, password: hunter2 tried',
      `login failed, password: ${FILTERED} tried`,
    ],
  ])('masks %s', (_label, input, expected) => {
    expect(scrubString(input)).toBe(expected);
  });
});

describe('scrubValue', () => {
  it.each<[string, unknown, unknown]>([
    [
      'keys at any depth',
      { a: { b: [{ cardNumber: '4242', holder: 'Ana' }] } },
      { a: { b: [{ cardNumber: FILTERED, holder: 'Ana' }] } },
    ],
    ['a key named code', { code: 'A1B2', status: 'ok' }, { code: FILTERED, status: 'ok' }],
    [
      'a card as a payment form posts it',
      {
        card: undefined,
        payment: {
          number: '4242424242424242',
          cvc: '123',
          exp_month: 12,
          exp_year: 2030,
          holder: 'Ana',
        },
      },
      {
        card: FILTERED,
        payment: {
          number: FILTERED,
          cvc: FILTERED,
          exp_month: FILTERED,
          exp_year: FILTERED,
          holder: 'Ana',
        },
      },
    ],
    [
      'a card in a JSON body',
      '{"number":"4000000000000002","expiry":"12/30","cvc":"999","amount":12}',
      `{"number":"${FILTERED}","expiry":"${FILTERED}","cvc":"${FILTERED}","amount":12}`,
    ],
    [
      'query pairs',
      [
        ['token', 't-1'],
        ['page', '2'],
      ],
      [
        ['token', FILTERED],
        ['page', '2'],
      ],
    ],
    [
      'numbers and booleans untouched',
      { count: 3, ok: true, none: null },
      { count: 3, ok: true, none: null },
    ],
  ])('%s', (_label, input, expected) => {
    expect(scrubValue(input)).toEqual(expected);
  });

  it('keeps a shared reference and cuts a cycle', () => {
    const shared = { name: 'Ana' };
    const cyclic: Record<string, unknown> = { shared, again: shared };
    cyclic.self = cyclic;
    expect(scrubValue(cyclic)).toEqual({ shared, again: shared, self: FILTERED });
  });
});

describe('scrubEvent: secrets never reach Sentry', () => {
  const event = {
    message: 'POST api/token/refresh failed with {"refreshToken":"r-123"}',
    request: {
      url: 'http://localhost:3001/api/password/reset?token=u-789&lang=en',
      query_string: 'token=u-789&lang=en',
      cookies: { refreshToken: 'r-123' },
      headers: { Authorization: 'Bearer eyJ.abc.def', lang: 'en', Cookie: 'refreshToken=r-123' },
      data: {
        username: 'buyer@demo.aero',
        password: 'Aviation2026!',
        newPassword: 'N3w-secret!',
        refreshToken: 'r-123',
        iban: 'FR7630006000011234567890189',
      },
    },
    breadcrumbs: [
      { category: 'xhr', data: { url: 'api/login_check', body: '{"token":"t-456"}' } },
      { category: 'fetch', data: { url: '/api/validate?code=c-111', method: 'GET' } },
      { category: 'navigation', data: { from: '/login', to: '/reset?token=u-789' } },
      { category: 'console', message: 'Authorization: Bearer t-456' },
    ],
    extra: { state: { session: { token: 't-456', user: { firstName: 'Ana' } } } },
  };

  const scrubbed = JSON.stringify(scrubEvent(event));

  it.each([
    'r-123',
    't-456',
    'u-789',
    'c-111',
    'eyJ.abc.def',
    'Aviation2026!',
    'N3w-secret!',
    'FR76',
  ])('removes %s', (secret) => {
    expect(scrubbed).not.toContain(secret);
  });

  it('keeps what helps debugging', () => {
    expect(scrubbed).toContain('buyer@demo.aero');
    expect(scrubbed).toContain('api/password/reset?token=');
    expect(scrubbed).toContain('lang=en');
    expect(scrubbed).toContain('"to":"/reset?token=[Filtered]"');
    expect(scrubbed).toContain('Ana');
    expect(scrubEvent(event).request.cookies).toBe(FILTERED);
  });

  it('does not modify the original event', () => {
    expect(event.request.headers.Authorization).toBe('Bearer eyJ.abc.def');
    expect(event.breadcrumbs[2]).toMatchObject({ data: { to: '/reset?token=u-789' } });
  });
});

describe('replay frames', () => {
  it('masks a network span and a console breadcrumb as recorded', () => {
    const spanFrame = {
      type: 5,
      timestamp: 1,
      data: {
        tag: 'performanceSpan',
        payload: {
          op: 'resource.fetch',
          description: 'http://localhost:3001/api/invitation?token=i-222',
          data: { request: { body: { password: 'p-333' } } },
        },
      },
    };
    const consoleFrame = {
      type: 5,
      timestamp: 2,
      data: {
        tag: 'breadcrumb',
        payload: {
          category: 'console',
          message: 'refreshToken=r-444 sent',
          data: { arguments: [{ secret: 's-555' }] },
        },
      },
    };
    const recorded = JSON.stringify([scrubValue(spanFrame), scrubValue(consoleFrame)]);
    for (const secret of ['i-222', 'p-333', 'r-444', 's-555'])
      expect(recorded).not.toContain(secret);
    expect(recorded).toContain('api/invitation?token=');
  });
});
