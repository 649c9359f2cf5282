#!/usr/bin/env node
/**
 * Size budget of the login page: builds the app into dist-size, then follows the Vite manifest to
 * the JS the browser fetches to show /login and sums it, gzip -9 per file (1 KB = 1000 bytes).
 *
 *   npm run size                  build, measure, check
 *   npm run size -- --no-build    measure the existing dist-size
 *   SIZE_BUDGET_KB=250 npm run size
 *
 * Exits 1 above the budget (260 KB), or when a chunk on that path carries the demo API (src/mocks,
 * msw), FullCalendar, Stripe, reCAPTCHA or Sentry's session replay (ARCHITECTURE.md rule 9).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const OUT_DIR = 'dist-size';
export const API_URL = 'http://localhost:3101/';
export const DEFAULT_BUDGET_KB = 260;
export const LOGIN_PAGE = 'src/features/auth/pages/LoginPage.tsx';
/**
 * The English namespaces the login page needs. lib/i18n bundles them into the startup chunk, so
 * they are counted there; they would be counted here if they ever became chunks of their own.
 */
export const LOGIN_LOCALES = ['common', 'validation', 'ui', 'auth'].map(
  (ns) => `locales/en/${ns}.json`,
);

/** What must never be on the login path: matched on the chunk's source modules and on its text. */
export const FORBIDDEN = [
  { what: 'the demo API (src/mocks)', module: /(^|\/)src\/mocks\//, text: ['Demo API listening'] },
  { what: 'msw', module: /node_modules\/(msw|@mswjs)\//, text: ['[MSW]'] },
  { what: 'FullCalendar', module: /node_modules\/@fullcalendar\//, text: [] },
  { what: 'Stripe', module: /node_modules\/@stripe\//, text: ['js.stripe.com'] },
  {
    what: 'reCAPTCHA',
    module: /node_modules\/(react-google-recaptcha|react-async-script)\//,
    text: ['recaptcha/api.js'],
  },
  { what: 'Sentry replay', module: /node_modules\/@sentry-internal\/replay/, text: [] },
];

/**
 * The manifest chunks the browser fetches to show /login, each once, in load order: the
 * index.html entry and its static imports (transitively), the login page's lazy chunk and its
 * static imports, and the bundled English locale chunks the login needs (when present).
 * Returns { chunks: [{ key, file, reason }], missing: [keys not in the manifest] }.
 */
export function loginChunks(manifest, { loginPage = LOGIN_PAGE, locales = LOGIN_LOCALES } = {}) {
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

  const missing = [];
  for (const [key, reason] of [[loginPage, 'login page'], ...locales.map((l) => [l, 'locale'])]) {
    if (manifest[key]) visit(key, reason);
    else missing.push(key);
  }
  return { chunks, missing };
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
    build: { outDir: OUT_DIR, emptyOutDir: true, manifest: true, sourcemap: true },
  });
}

function readSources(file) {
  const map = `${file}.map`;
  if (!existsSync(map)) return [];
  try {
    return JSON.parse(readFileSync(map, 'utf8')).sources ?? [];
  } catch {
    return [];
  }
}

export async function main(argv = process.argv.slice(2), env = process.env) {
  const budgetKb = Number(env.SIZE_BUDGET_KB || DEFAULT_BUDGET_KB);
  if (!argv.includes('--no-build')) await buildApp();

  const outDir = path.join(ROOT, OUT_DIR);
  const manifestPath = path.join(outDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`No manifest at ${manifestPath}: is build.manifest on?`);
    return 1;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const { chunks, missing } = loginChunks(manifest);

  const rows = chunks.map((chunk) => {
    const absolute = path.join(outDir, chunk.file);
    const code = readFileSync(absolute);
    return {
      ...chunk,
      raw: code.length,
      gzip: gzipSync(code, { level: 9 }).length,
      sources: readSources(absolute),
      code: code.toString('utf8'),
    };
  });

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
  for (const problem of problems) console.error(`FAIL: ${problem}`);
  return problems.length ? 1 : 0;
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
