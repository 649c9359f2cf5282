import { describe, expect, it } from 'vitest';
import { buildCsp, cspSettingsOf, inlineScriptsOf, type CspSettings } from './csp.ts';

/** The policy as directive name -> sources. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

const API = 'https://api.aeromarket.example/';
const DSN = 'https://public-key@o123.ingest.sentry.io/4567';

describe('buildCsp', () => {
  it('locks everything down by default, with the API origin allowed for data and images', () => {
    expect(parse(buildCsp({ apiUrl: API }))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https://api.aeromarket.example'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", 'https://api.aeromarket.example'],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
    });
  });

  it.each<[string, CspSettings, string, string[]]>([
    ['the demo API when no API is set', {}, 'connect-src', ["'self'", 'http://localhost:3001']],
    ['a relative API URL (same origin)', { apiUrl: '/api/' }, 'connect-src', ["'self'"]],
    [
      'an API port kept',
      { apiUrl: 'http://localhost:3101/' },
      'connect-src',
      ["'self'", 'http://localhost:3101'],
    ],
    [
      'Sentry ingest with a DSN',
      { apiUrl: API, sentryDsn: DSN },
      'connect-src',
      ["'self'", 'https://api.aeromarket.example', 'https://o123.ingest.sentry.io'],
    ],
    ['the replay worker with a DSN', { sentryDsn: DSN }, 'worker-src', ["'self'", 'blob:']],
    [
      'Stripe scripts with a key',
      { stripePublicKey: 'pk_test_1' },
      'script-src',
      ["'self'", 'https://js.stripe.com'],
    ],
    [
      'the Stripe API with a key',
      { apiUrl: API, stripePublicKey: 'pk_test_1' },
      'connect-src',
      ["'self'", 'https://api.aeromarket.example', 'https://api.stripe.com'],
    ],
    [
      'Stripe frames with a key',
      { stripePublicKey: 'pk_test_1' },
      'frame-src',
      ['https://js.stripe.com', 'https://hooks.stripe.com'],
    ],
    [
      'reCAPTCHA scripts with a key',
      { recaptchaSiteKey: 'site-key' },
      'script-src',
      ["'self'", 'https://www.google.com', 'https://www.gstatic.com'],
    ],
    [
      'the reCAPTCHA frame with a key',
      { recaptchaSiteKey: 'site-key' },
      'frame-src',
      ['https://www.google.com'],
    ],
    [
      'both, without duplicates',
      { stripePublicKey: 'pk', recaptchaSiteKey: 'site-key' },
      'frame-src',
      ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://www.google.com'],
    ],
  ])('allows %s', (_label, settings, directive, sources) => {
    expect(parse(buildCsp(settings))[directive]).toEqual(sources);
  });

  it.each<[string, CspSettings, string]>([
    ['no Sentry without a DSN', { sentryDsn: '' }, 'sentry'],
    ['no Stripe without a key', { stripePublicKey: '' }, 'stripe'],
    ['no Google without a key', { recaptchaSiteKey: '' }, 'google'],
    ['no worker-src without Sentry', {}, 'worker-src'],
    ['no frame-src without a third party', {}, 'frame-src'],
    [
      'never eval, never an inline script',
      { stripePublicKey: 'pk', recaptchaSiteKey: 'k', sentryDsn: DSN },
      "'unsafe-eval'",
    ],
  ])('%s', (_label, settings, absent) => {
    const policy = buildCsp(settings);
    expect(policy).not.toContain(absent);
    expect(parse(policy)['script-src']).not.toContain("'unsafe-inline'");
  });

  it.each([
    ['a separate API host', API],
    ['an e2e lane demo API on its own port', 'http://localhost:3401/'],
  ])('lets the live stream (an EventSource, connect-src) reach %s', (_label, apiUrl) => {
    const stream = new URL('api/events?token=t', apiUrl);
    expect(parse(buildCsp({ apiUrl }))['connect-src']).toContain(stream.origin);
  });

  it('reads the settings from the VITE_* variables', () => {
    expect(
      cspSettingsOf({
        VITE_API_URL: API,
        VITE_SENTRY_DSN: DSN,
        VITE_STRIPE_PUBLIC_KEY: 'pk',
        VITE_RECAPTCHA_SITE_KEY: 'k',
        OTHER: 'x',
      }),
    ).toEqual({ apiUrl: API, sentryDsn: DSN, stripePublicKey: 'pk', recaptchaSiteKey: 'k' });
  });
});

describe('inlineScriptsOf', () => {
  it.each<[string, string, number]>([
    [
      'an entry loaded from a file',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      0,
    ],
    ['an inline module', '<script type="module">import "/x.js"</script>', 1],
    ['an inline classic script', '<head><script>window.x = 1</script></head>', 1],
    ['JSON data is a script element too', '<script type="application/json">{}</script>', 1],
    ['a mix', '<script src="/a.js"></script><script>1</script><script SRC=/b.js></script>', 1],
  ])('%s', (_label, html, count) => {
    expect(inlineScriptsOf(html)).toHaveLength(count);
  });
});
