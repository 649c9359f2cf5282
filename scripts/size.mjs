#!/usr/bin/env node
/**
 * Size budgets: builds the app into dist-size, then follows the Vite manifest (moved with the
 * source maps to dist-size-sourcemaps, scripts/buildAside.mjs) to the JS the
 * browser fetches to show /login, and then each registered route, and sums it, gzip -9 per file
 * (1 KB = 1000 bytes).
 *
 *   npm run size                  build, measure, check
 *   npm run size -- --no-build    measure the existing dist-size
 *   npm run size -- --out-dir=dist-e2e    measure the e2e build as it is (no build)
 *   SIZE_BUDGET_KB=250 npm run size
 *
 * Exits 1 when the login page is above its budget (260 KB) or a chunk on its path carries the demo
 * API (src/mocks, msw), FullCalendar, Stripe, reCAPTCHA or Sentry's session replay (ARCHITECTURE.md
 * rule 9); or when a route needs more than 1.6x the login page's figure (2x when its chunks carry
 * FullCalendar); or when any chunk of the build carries what NEVER_BUNDLED lists. Routes are the
 * app's gathered route table (scripts/routeTables.mjs).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { asideDirOf } from './buildAside.mjs';
import { discoverRoutes } from './routeTables.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
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

const kb = (bytes) => (bytes / 1000).toFixed(1);

async function buildApp() {
  console.log(`Building the app into ${OUT_DIR} (VITE_API_URL=${API_URL}) ...`);
  process.env.VITE_API_URL = API_URL;
  const { build } = await import('vite');
  await build({
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: OUT_DIR, emptyOutDir: true, manifest: true, sourcemap: 'hidden' },
  });
}

function readSources(file, mapsDir) {
  const map = path.join(mapsDir, `${file}.map`);
  if (!existsSync(map)) return [];
  try {
    return JSON.parse(readFileSync(map, 'utf8')).sources ?? [];
  } catch {
    return [];
  }
}

/**
 * Each route's figure against its limit. `sizeOf(file)` gives { gzip, sources } of a built file.
 * Returns { results: [{ route, files, gzip, limit, factor, widget, over }], problems: [text] }.
 */
export function checkRoutes({ manifest, routes, loginGzip, sizeOf }) {
  const results = [];
  const problems = [];
  for (const route of routes) {
    if (!route.page) {
      problems.push(`${route.id}: no page module found for ${route.label}`);
      continue;
    }
    const { chunks, missing } = routeChunks(manifest, {
      page: route.page,
      layout: route.layout,
      locales: routeLocales(route),
    });
    const isLogin = route.page === LOGIN_PAGE;
    if (missing.includes(route.page) && !isLogin) {
      problems.push(`${route.label}: ${route.page} is not a lazy chunk (ARCHITECTURE.md rule 9)`);
    }
    if (missing.includes(SHELL_LAYOUT)) problems.push(`${SHELL_LAYOUT} is not a chunk of its own`);
    const rows = chunks.map((chunk) => ({ ...chunk, ...sizeOf(chunk.file) }));
    const gzip = rows.reduce((sum, row) => sum + row.gzip, 0);
    const { factor, widget, limit } = routeLimit(loginGzip, rows);
    const over = !isLogin && gzip > limit;
    if (over) {
      problems.push(
        `${route.label} needs ${kb(gzip)} KB gzip, above ${factor}x the login page (${kb(limit)} KB)`,
      );
    }
    results.push({ route, files: rows.length, gzip, limit, factor, widget, over, isLogin });
  }
  return { results, problems };
}

/** The per-route table, one line per route, columns aligned. */
export function formatRouteTable(results, { loginGzip, budgetKb }) {
  const header = ['route', 'layout', 'page', 'files', 'gzip KB', 'limit KB', ''];
  const lines = results.map(({ route, files, gzip, limit, factor, widget, over, isLogin }) => [
    route.label,
    route.layout,
    route.page?.replace(/^src\/features\//, '') ?? '?',
    String(files),
    kb(gzip),
    isLogin ? kb(budgetKb * 1000) : kb(limit),
    isLogin ? 'budget' : `${factor}x${widget ? ` (${widget})` : ''}${over ? '  OVER' : ''}`,
  ]);
  const numeric = new Set([3, 4, 5]);
  const widths = header.map((_, i) =>
    Math.max(...[header, ...lines].map((line) => line[i].length)),
  );
  const format = (line) =>
    line
      .map((cell, i) => (numeric.has(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [
    `Gzipped JS per route: entry, shell unless bare, page, English texts. Limit ${ROUTE_FACTOR}x the login page's ${kb(loginGzip)} KB (${WIDGET_ROUTE_FACTOR}x with a calendar or date-time picker).`,
    format(header),
    ...lines.map(format),
  ];
}

function sizeReader(outDir, mapsDir) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      const absolute = path.join(outDir, file);
      const code = readFileSync(absolute);
      cache.set(file, {
        raw: code.length,
        gzip: gzipSync(code, { level: 9 }).length,
        sources: readSources(file, mapsDir),
        code: code.toString('utf8'),
      });
    }
    return cache.get(file);
  };
}

/** The login section: its files, its budget and what must never be on its path. */
function checkLogin(manifest, sizeOf, budgetKb) {
  const { chunks, missing } = loginChunks(manifest);
  const rows = chunks.map((chunk) => ({ ...chunk, ...sizeOf(chunk.file) }));
  const problems = [];
  if (missing.includes(LOGIN_PAGE)) {
    // Not a lazy chunk: then it must at least be in the entry, or the build has no login page.
    const inEntry = rows.some((row) => row.sources.some((s) => s.endsWith(LOGIN_PAGE)));
    if (!inEntry)
      problems.push(`${LOGIN_PAGE} is not in the build (no lazy chunk, not in the entry)`);
    else console.warn(`Note: ${LOGIN_PAGE} is bundled in the entry, not lazy.`);
  }
  for (const row of rows) {
    for (const found of forbiddenIn(row)) {
      problems.push(`${row.file} (${row.reason}) carries ${found.what}: ${found.how}`);
    }
  }

  const width = Math.max(4, ...rows.map((row) => row.file.length));
  console.log(
    `\n${'file'.padEnd(width)}  ${'why'.padEnd(10)}  ${'raw KB'.padStart(8)}  ${'gzip KB'.padStart(8)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.file.padEnd(width)}  ${row.reason.padEnd(10)}  ${kb(row.raw).padStart(8)}  ${kb(row.gzip).padStart(8)}`,
    );
  }
  const raw = rows.reduce((sum, row) => sum + row.raw, 0);
  const gzip = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(
    `${'total'.padEnd(width)}  ${`${rows.length} files`.padEnd(10)}  ${kb(raw).padStart(8)}  ${kb(gzip).padStart(8)}`,
  );
  const notFound = missing.filter((key) => key !== LOGIN_PAGE);
  if (notFound.length)
    console.log(
      `(no chunk of their own, so counted inside the chunks above: ${notFound.join(', ')})`,
    );
  console.log(`\nLogin JS (gzip): ${kb(gzip)} KB (budget ${budgetKb} KB)`);
  if (gzip > budgetKb * 1000) {
    problems.push(`login JS is ${kb(gzip)} KB gzip, above the budget of ${budgetKb} KB`);
  }
  return { gzip, problems };
}

/** `--out-dir=dist-e2e` measures another build's folder, without building; dist-size by default. */
export function outDirOf(argv) {
  const option = argv.find((arg) => arg.startsWith('--out-dir='));
  return option ? option.slice('--out-dir='.length) : OUT_DIR;
}

export async function main(argv = process.argv.slice(2), env = process.env) {
  const budgetKb = Number(env.SIZE_BUDGET_KB || DEFAULT_BUDGET_KB);
  const measured = outDirOf(argv);
  // Another folder is measured as it is: building would write dist-size, not it.
  if (!argv.includes('--no-build') && measured === OUT_DIR) await buildApp();

  const outDir = path.resolve(ROOT, measured);
  const mapsDir = asideDirOf(outDir);
  const manifestPath = path.join(mapsDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`No manifest at ${manifestPath}: is build.manifest on, and buildAside?`);
    return 1;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const sizeOf = sizeReader(outDir, mapsDir);
  const login = checkLogin(manifest, sizeOf, budgetKb);

  const routes = await discoverRoutes(ROOT);
  const { results, problems } = checkRoutes({
    manifest,
    routes,
    loginGzip: login.gzip,
    sizeOf,
  });
  console.log('');
  for (const line of formatRouteTable(results, { loginGzip: login.gzip, budgetKb })) {
    console.log(line);
  }

  const everyChunk = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, sources: sizeOf(file).sources }));
  const bundled = neverBundledIn(everyChunk).map(
    ({ file, what, module }) => `${file} carries ${what}: module ${module}`,
  );

  const all = [...login.problems, ...problems, ...bundled];
  for (const problem of all) console.error(`FAIL: ${problem}`);
  return all.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
