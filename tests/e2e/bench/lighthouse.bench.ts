import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_URL, CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/env';
import { test } from '../support/fixtures';

/**
 * A benchmark (`npm run bench`), never a gate: Lighthouse's mobile (its default: a mid-range
 * phone, slow 4G, 4x CPU, simulated) and desktop presets on the public pages of the production
 * build that lane 0 serves, printed as the four category scores and the metrics behind
 * performance. Crews open this product on phones at airports (issue 18).
 *
 * Lighthouse drives its own Chromium, Debian's (CHROMIUM_PATH), through chrome-launcher. It is a
 * devDependency (`lighthouse` 12: 13 needs Node 22); LIGHTHOUSE_DIR points at another install
 * (`npm i --prefix DIR lighthouse@12`) to try it without touching the project's node_modules.
 */
const PAGES = ['/login', '/contact', '/register'];
const PRESETS = ['mobile', 'desktop'] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
] as const;

/** The little of Lighthouse's and chrome-launcher's APIs used here. */
interface Report {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { displayValue?: string } | undefined>;
}
type RunLighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config?: unknown,
) => Promise<{ lhr: Report } | undefined>;
interface LaunchedChrome {
  port: number;
  kill: () => unknown;
}
type Launch = (options: { chromePath: string; chromeFlags: string[] }) => Promise<LaunchedChrome>;

/** A module of the project's node_modules, or of LIGHTHOUSE_DIR's when it is set. */
function load(name: string, file?: string): Promise<Record<string, unknown>> {
  const dir = process.env.LIGHTHOUSE_DIR;
  const specifier = dir
    ? pathToFileURL(join(dir, 'node_modules', name, file ?? '')).href
    : file
      ? `${name}/${file}`
      : name;
  return import(specifier) as Promise<Record<string, unknown>>;
}

async function loadLighthouse() {
  try {
    const lighthouse = await load('lighthouse', process.env.LIGHTHOUSE_DIR ? 'core/index.js' : '');
    const desktop = await load('lighthouse', 'core/config/desktop-config.js');
    const launcher = await load(
      'chrome-launcher',
      process.env.LIGHTHOUSE_DIR ? 'dist/index.js' : '',
    );
    return {
      run: lighthouse.default as RunLighthouse,
      desktopConfig: desktop.default,
      launch: launcher.launch as Launch,
    };
  } catch (error) {
    return { missing: String(error) };
  }
}

const score = (report: Report, category: string) => {
  const value = report.categories[category]?.score;
  return value === null || value === undefined ? '–' : String(Math.round(value * 100));
};

test.use({ trace: 'off', screenshot: 'off' });

test('Lighthouse mobile and desktop scores of the public pages (printed)', async () => {
  test.setTimeout(600_000);
  const tools = await loadLighthouse();
  test.skip('missing' in tools, 'lighthouse is not installed (npm i -D lighthouse@12)');
  if ('missing' in tools) return;
  const chrome = await tools.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  try {
    for (const path of PAGES) {
      for (const preset of PRESETS) {
        const result = await tools.run(
          `${APP_URL}${path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
          preset === 'desktop' ? tools.desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse gave no report for ${path}`);
        const report = result.lhr;
        const scores = CATEGORIES.map((c) => `${c} ${score(report, c)}`).join(', ');
        const metrics = METRICS.map(([id, label]) => `${label} ${report.audits[id]?.displayValue}`);
        console.log(`Lighthouse ${preset.padEnd(7)} ${path.padEnd(10)} ${scores}`);
        console.log(`  ${metrics.join(', ')}`);
      }
    }
  } finally {
    await chrome.kill();
  }
});
