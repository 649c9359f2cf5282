import { describe, expect, it } from 'vitest';
import { forbiddenIn, LOGIN_PAGE, loginChunks } from './size.mjs';

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: [LOGIN_PAGE],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_vendor.js'] },
  [LOGIN_PAGE]: {
    file: 'assets/LoginPage.js',
    isDynamicEntry: true,
    imports: ['_form.js', '_react.js'],
  },
  'src/features/trips/pages/TripsPage.tsx': { file: 'assets/TripsPage.js', isDynamicEntry: true },
  'locales/en/common.json': { file: 'assets/common.js', isDynamicEntry: true },
  'locales/fr/common.json': { file: 'assets/common-fr.js', isDynamicEntry: true },
  '_index.css': { file: 'assets/index.css' },
};

describe('loginChunks', () => {
  it('takes the entry, the login page and the English locales with their static imports, once each', () => {
    const { chunks, missing } = loginChunks(manifest);
    expect(chunks.map((c) => c.file)).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/react.js',
      'assets/LoginPage.js',
      'assets/form.js',
      'assets/common.js',
    ]);
    expect(chunks.map((c) => c.reason)).toEqual([
      'entry',
      'entry',
      'entry',
      'login page',
      'login page',
      'locale',
    ]);
    expect(missing).toEqual([
      'locales/en/validation.json',
      'locales/en/ui.json',
      'locales/en/auth.json',
    ]);
  });

  it('reports the login page as missing when it is not a chunk of its own', () => {
    const { [LOGIN_PAGE]: _page, ...rest } = manifest;
    expect(loginChunks(rest).missing).toContain(LOGIN_PAGE);
  });
});

describe('forbiddenIn', () => {
  const clean = {
    key: '_vendor.js',
    code: 'export const a=1;',
    sources: ['../../src/lib/http/client.ts'],
  };

  it('passes a clean chunk', () => {
    expect(forbiddenIn(clean)).toEqual([]);
  });

  it('finds the demo API by module or by text', () => {
    expect(
      forbiddenIn({ ...clean, sources: ['../../src/mocks/handlers/auth.ts'] })[0]?.what,
    ).toMatch(/demo API/);
    expect(forbiddenIn({ ...clean, key: 'src/mocks/browser.ts' })[0]?.what).toMatch(/demo API/);
    expect(forbiddenIn({ ...clean, code: 'console.log("[MSW] Mocking enabled")' })[0]?.what).toBe(
      'msw',
    );
  });

  it('finds heavy libraries by module', () => {
    const of = (source: string) => forbiddenIn({ ...clean, sources: [source] }).map((f) => f.what);
    expect(of('../../node_modules/@fullcalendar/core/index.js')).toEqual(['FullCalendar']);
    expect(of('../../node_modules/@stripe/stripe-js/dist/index.mjs')).toEqual(['Stripe']);
    expect(of('../../node_modules/react-google-recaptcha/lib/esm/recaptcha.js')).toEqual([
      'reCAPTCHA',
    ]);
    expect(of('../../node_modules/@sentry-internal/replay/build/npm/esm/index.js')).toEqual([
      'Sentry replay',
    ]);
  });

  it('does not mistake a lazy import of Sentry for its replay code', () => {
    expect(
      forbiddenIn({ ...clean, code: 'const S=await import("./sentry.js");S.replayIntegration()' }),
    ).toEqual([]);
  });
});
