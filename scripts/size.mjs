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
import {
  OUT_DIR,
  API_URL,
  DEFAULT_BUDGET_KB,
  LOGIN_PAGE,
  SHELL_LAYOUT,
  ROUTE_FACTOR,
  WIDGET_ROUTE_FACTOR,
  neverBundledIn,
  routeChunks,
  loginChunks,
  routeLocales,
  routeLimit,
  forbiddenIn,
} from './sizeRules.mjs';

export * from './sizeRules.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

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
