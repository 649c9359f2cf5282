/**
 * The rules of the size budgets (scripts/size.mjs): the budgets, what must never be on the login
 * path or in any chunk, and which chunks and texts a route needs, read from the Vite manifest.
 * Pure functions over the manifest, tested in size.test.ts; size.mjs builds, measures and prints.
 */
export const OUT_DIR = 'dist-size';
export const API_URL = 'http://localhost:3101/';
export const DEFAULT_BUDGET_KB = 260;
export const LOGIN_PAGE = 'src/features/auth/pages/LoginPage.tsx';
/** The shell (menu, top bar): its own chunk, loaded by every route with the shell layout. */
export const SHELL_LAYOUT = 'src/app/layout/ShellLayout.tsx';
/** What a route may need, relative to the login page's figure. */
export const ROUTE_FACTOR = 1.6;
/** ... and when it carries a heavy widget (HEAVY_WIDGETS). */
export const WIDGET_ROUTE_FACTOR = 2;
/** The namespaces every page has (lib/i18n's CORE_NAMESPACES), besides the route's own. */
export const CORE_NAMESPACES = ['common', 'validation', 'ui'];
const localeOf = (ns) => `locales/en/${ns}.json`;
/**
 * The English namespaces the login page needs. lib/i18n bundles them into the startup chunk, so
 * they are counted there; they would be counted here if they ever became chunks of their own.
 */
export const LOGIN_LOCALES = [...CORE_NAMESPACES, 'auth'].map(localeOf);

const FULLCALENDAR = /node_modules\/@fullcalendar\//;
/**
 * Widgets a page cannot do without and that weigh ~60-80 KB gzip on their own: FullCalendar
 * (the trips calendar) and MUI X's date-time picker (a 24-hour date and time typed or picked:
 * slots, trip legs). A route that carries one may need WIDGET_ROUTE_FACTOR x the login page.
 */
export const HEAVY_WIDGETS = [
  { name: 'calendar', module: FULLCALENDAR },
  { name: 'date-time picker', module: /node_modules\/@mui\/x-date-pickers\/DateTimePicker\// },
];

/** What must never be on the login path: matched on the chunk's source modules and on its text. */
export const FORBIDDEN = [
  { what: 'the demo API (src/mocks)', module: /(^|\/)src\/mocks\//, text: ['Demo API listening'] },
  { what: 'msw', module: /node_modules\/(msw|@mswjs)\//, text: ['[MSW]'] },
  { what: 'FullCalendar', module: FULLCALENDAR, text: [] },
  { what: 'Stripe', module: /node_modules\/@stripe\//, text: ['js.stripe.com'] },
  {
    what: 'reCAPTCHA',
    module: /node_modules\/(react-google-recaptcha|react-async-script)\//,
    text: ['recaptcha/api.js'],
  },
  { what: 'Sentry replay', module: /node_modules\/@sentry-internal\/replay/, text: [] },
  {
    what: "the signed-in pages' route table (it loads with the shell)",
    module: /(^|\/)src\/(features\/[^/]+\/routes|app\/routeTable)\.ts$/,
    text: [],
  },
];

/**
 * What no chunk of the build may carry at all: dependencies replaced by the platform or by a few
 * lines (CASL by a set of keys, i18n-iso-countries by Intl.DisplayNames), the demo API's PDF
 * library, and the parts of Sentry the app does not use.
 */
export const NEVER_BUNDLED = [
  { what: 'CASL', module: /node_modules\/(@casl|@ucast)\// },
  { what: 'i18n-iso-countries', module: /node_modules\/i18n-iso-countries\// },
  { what: 'pdf-lib (the demo API only)', module: /node_modules\/(pdf-lib|@pdf-lib)\// },
  { what: "Sentry's user feedback", module: /node_modules\/@sentry(-internal)?\/feedback/ },
  { what: "Sentry's canvas replay", module: /node_modules\/@sentry(-internal)?\/replay-canvas/ },
];

/** Each chunk's modules that NEVER_BUNDLED forbids: [{ file, what, module }]. */
export function neverBundledIn(chunks) {
  return chunks.flatMap(({ file, sources }) =>
    NEVER_BUNDLED.flatMap(({ what, module }) => {
      const found = sources.find((source) => module.test(source));
      return found ? [{ file, what, module: found }] : [];
    }),
  );
}

/**
 * The manifest chunks the browser fetches to show a route, each once, in load order: the
 * index.html entry and its static imports (transitively), the shell layout's chunk unless the
 * route is bare, the page's lazy chunk and its static imports, and the bundled English locale
 * chunks it needs (when present). Returns { chunks: [{ key, file, reason }], missing: [keys not
 * in the manifest] }.
 */
export function routeChunks(
  manifest,
  { page, layout = 'shell', locales = [], shell = SHELL_LAYOUT },
) {
  const chunks = [];
  const seen = new Set();
  const visit = (key, reason) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    if (chunk.file.endsWith('.js')) chunks.push({ key, file: chunk.file, reason });
    for (const imported of chunk.imports ?? []) visit(imported, reason);
  };

  const entry =
    Object.entries(manifest).find(([key, chunk]) => chunk.isEntry && key === 'index.html') ??
    Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('manifest has no entry chunk');
  visit(entry[0], 'entry');

  const wanted = [
    ...(layout === 'bare' ? [] : [[shell, 'shell']]),
    [page, 'page'],
    ...locales.map((locale) => [locale, 'locale']),
  ];
  const missing = [];
  for (const [key, reason] of wanted) {
    if (manifest[key]) visit(key, reason);
    else missing.push(key);
  }
  return { chunks, missing };
}

/** The chunks of /login (see routeChunks). */
export function loginChunks(manifest, { loginPage = LOGIN_PAGE, locales = LOGIN_LOCALES } = {}) {
  return routeChunks(manifest, { page: loginPage, layout: 'bare', locales });
}

/** The English locale files a route needs: the core namespaces and its own. */
export function routeLocales(route) {
  return [...new Set([...CORE_NAMESPACES, ...route.namespaces])].map(localeOf);
}

/**
 * How much a route may need: 1.6x the login page's figure, 2x when it carries a heavy widget
 * (`widget`: its name, or null).
 */
export function routeLimit(loginGzip, rows) {
  const sources = rows.flatMap((row) => [row.key, ...row.sources]);
  const widget =
    HEAVY_WIDGETS.find(({ module }) => sources.some((source) => module.test(source)))?.name ?? null;
  const factor = widget ? WIDGET_ROUTE_FACTOR : ROUTE_FACTOR;
  return { factor, widget, limit: loginGzip * factor };
}

/** What a chunk carries that the login must not: [{ what, how }] from its modules and text. */
export function forbiddenIn({ key, code, sources }) {
  const found = [];
  for (const rule of FORBIDDEN) {
    const module = [key, ...sources].find((source) => rule.module.test(source));
    if (module) found.push({ what: rule.what, how: `module ${module}` });
    else {
      const marker = rule.text.find((text) => code.includes(text));
      if (marker) found.push({ what: rule.what, how: `text "${marker}"` });
    }
  }
  return found;
}
