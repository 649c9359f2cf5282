import { describe, expect, it } from 'vitest';
import {
  checkRoutes,
  forbiddenIn,
  neverBundledIn,
  formatRouteTable,
  LOGIN_PAGE,
  loginChunks,
  routeChunks,
  routeLimit,
  routeLocales,
  SHELL_LAYOUT,
} from './size.mjs';

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: [LOGIN_PAGE, SHELL_LAYOUT],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_vendor.js'] },
  [LOGIN_PAGE]: {
    file: 'assets/LoginPage.js',
    isDynamicEntry: true,
    imports: ['_form.js', '_react.js'],
  },
  [SHELL_LAYOUT]: { file: 'assets/ShellLayout.js', isDynamicEntry: true, imports: ['_menu.js'] },
  '_menu.js': { file: 'assets/menu.js', imports: ['_vendor.js'] },
  'src/features/trips/pages/TripsPage.tsx': {
    file: 'assets/TripsPage.js',
    isDynamicEntry: true,
    imports: ['_form.js', '_calendar.js'],
  },
  '_calendar.js': { file: 'assets/calendar.js' },
  'locales/en/trips.json': { file: 'assets/trips-en.js', isDynamicEntry: true },
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
      'page',
      'page',
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

describe('routeChunks', () => {
  it('adds the shell chunk for a shell page, then the page and its texts, each file once', () => {
    const { chunks, missing } = routeChunks(manifest, {
      page: 'src/features/trips/pages/TripsPage.tsx',
      layout: 'shell',
      locales: ['locales/en/common.json', 'locales/en/trips.json'],
    });
    expect(chunks.map((c) => [c.file, c.reason])).toEqual([
      ['assets/index.js', 'entry'],
      ['assets/vendor.js', 'entry'],
      ['assets/react.js', 'entry'],
      ['assets/ShellLayout.js', 'shell'],
      ['assets/menu.js', 'shell'],
      ['assets/TripsPage.js', 'page'],
      ['assets/form.js', 'page'],
      ['assets/calendar.js', 'page'],
      ['assets/common.js', 'locale'],
      ['assets/trips-en.js', 'locale'],
    ]);
    expect(missing).toEqual([]);
  });

  it('leaves the shell out of a bare page', () => {
    const { chunks } = routeChunks(manifest, { page: LOGIN_PAGE, layout: 'bare' });
    expect(chunks.map((c) => c.reason)).not.toContain('shell');
  });

  it('needs the core texts and the route own namespaces', () => {
    expect(routeLocales({ namespaces: ['trips', 'common'] })).toEqual([
      'locales/en/common.json',
      'locales/en/validation.json',
      'locales/en/ui.json',
      'locales/en/trips.json',
    ]);
  });
});

describe('route limits', () => {
  const plain = { key: '_form.js', sources: ['../../src/lib/ui/Form.tsx'] };
  const calendar = {
    key: '_calendar.js',
    sources: ['../../node_modules/@fullcalendar/core/index.js'],
  };
  const picker = {
    key: '_picker.js',
    sources: ['../../node_modules/@mui/x-date-pickers/DateTimePicker/DateTimePicker.js'],
  };
  const datePicker = {
    key: '_date.js',
    sources: ['../../node_modules/@mui/x-date-pickers/DatePicker/DatePicker.js'],
  };

  it.each([
    ['a plain page: 1.6x the login page', [plain], 1.6, 160_000],
    ['a page with FullCalendar: 2x', [plain, calendar], 2, 200_000],
    ['a page with the date-time picker: 2x', [plain, picker], 2, 200_000],
    ['a page with the date picker only: 1.6x', [plain, datePicker], 1.6, 160_000],
  ])('%s', (_name, rows, factor, limit) => {
    expect(routeLimit(100_000, rows)).toMatchObject({ factor, limit });
  });

  // Sizes by file: the entry 90 KB, the shell 20 KB, the trips page 30 KB, its calendar 75 KB.
  const gzipOf: Record<string, number> = {
    'assets/index.js': 90_000,
    'assets/ShellLayout.js': 20_000,
    'assets/TripsPage.js': 30_000,
    'assets/calendar.js': 75_000,
  };
  const sizeOf = (file: string) => ({
    gzip: gzipOf[file] ?? 0,
    sources:
      file === 'assets/calendar.js' ? ['../../node_modules/@fullcalendar/core/index.js'] : [],
  });
  const route = (overrides = {}) => ({
    id: 'trips.list',
    path: '/trips',
    label: '/trips',
    layout: 'shell',
    namespaces: ['trips'],
    page: 'src/features/trips/pages/TripsPage.tsx',
    ...overrides,
  });

  it.each([
    // 90 + 20 + 30 + 75 = 215 KB
    ['within 2x of a 110 KB login page (calendar)', 110_000, []],
    [
      'over 2x of a 100 KB login page',
      100_000,
      ['/trips needs 215.0 KB gzip, above 2x the login page (200.0 KB)'],
    ],
  ])('%s', (_name, loginGzip, problems) => {
    const result = checkRoutes({ manifest, routes: [route()], loginGzip, sizeOf });
    expect(result.problems).toEqual(problems);
    expect(result.results[0]).toMatchObject({
      gzip: 215_000,
      widget: 'calendar',
      over: problems.length > 0,
    });
  });

  it('fails a route whose page is not found, or not a lazy chunk', () => {
    const { problems } = checkRoutes({
      manifest,
      routes: [route({ page: null }), route({ page: 'src/features/trips/pages/Missing.tsx' })],
      loginGzip: 100_000,
      sizeOf,
    });
    expect(problems).toEqual([
      'trips.list: no page module found for /trips',
      '/trips: src/features/trips/pages/Missing.tsx is not a lazy chunk (ARCHITECTURE.md rule 9)',
    ]);
  });

  it('prints one aligned line per route, the login page against its budget', () => {
    const login = route({
      label: '/login',
      layout: 'bare',
      page: LOGIN_PAGE,
      namespaces: ['auth'],
    });
    const { results } = checkRoutes({
      manifest,
      routes: [login, route()],
      loginGzip: 100_000,
      sizeOf,
    });
    const lines = formatRouteTable(results, { loginGzip: 100_000, budgetKb: 260 });
    expect(lines.slice(1)).toEqual([
      'route   layout  page                       files  gzip KB  limit KB',
      '/login  bare    auth/pages/LoginPage.tsx       6     90.0     260.0  budget',
      '/trips  shell   trips/pages/TripsPage.tsx     10    215.0     200.0  2x (calendar)  OVER',
    ]);
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

describe('neverBundledIn', () => {
  it.each([
    ['../../../node_modules/@casl/ability/dist/esm/index.mjs', 'CASL'],
    ['../../../node_modules/@ucast/mongo/dist/esm/index.mjs', 'CASL'],
    ['../../../node_modules/i18n-iso-countries/index.js', 'i18n-iso-countries'],
    ['../../../node_modules/pdf-lib/es/index.js', 'pdf-lib (the demo API only)'],
    ['../../../node_modules/@sentry/feedback/build/npm/esm/index.js', "Sentry's user feedback"],
    [
      '../../../node_modules/@sentry/replay-canvas/build/npm/esm/index.js',
      "Sentry's canvas replay",
    ],
  ])('finds %s (%s)', (module, what) => {
    expect(
      neverBundledIn([{ file: 'assets/x.js', sources: ['../../src/main.tsx', module] }]),
    ).toEqual([{ file: 'assets/x.js', what, module }]);
  });

  it('lets the rest of Sentry and the app through', () => {
    const sources = [
      '../../../node_modules/@sentry/core/build/esm/carrier.js',
      '../../../node_modules/@sentry-internal/replay/build/npm/esm/index.js',
      '../../src/lib/feedback/notify.tsx',
    ];
    expect(neverBundledIn([{ file: 'assets/x.js', sources }])).toEqual([]);
  });
});
