/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { buildAside } from './scripts/buildAside.mjs';
import { checkBuildSettings } from './scripts/buildSettings.ts';
import { neverRunModules } from './scripts/neverRunModules.ts';
import { buildCsp, cspFile, cspSettingsOf } from './scripts/csp.ts';
import { fontPreload } from './scripts/fontPreload.ts';
import { lazyPropTypes } from './scripts/lazyPropTypes.ts';
import { loginPreload } from './scripts/loginPreload.ts';
import { startupChunk } from './scripts/startupChunk.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@locales': fileURLToPath(new URL('./locales', import.meta.url)),
  '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
};

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Integration tests that keep a fresh module registry per file: one replaces a module (vi.mock),
 * one moves the process's time zone (cached Intl formats would keep it for the next file).
 */
const ISOLATED_INTEGRATION_TESTS = [
  'tests/integration/auth/demoMailboxOff.test.tsx',
  'tests/integration/orders/orderActions.test.tsx',
  'tests/integration/orders/orderSellerActions.test.tsx',
];
/**
 * Component tests that keep a fresh module registry and jsdom per file: two replace a module
 * (vi.mock), one counts every emotion style in the head (a shared jsdom holds earlier files').
 */
const ISOLATED_DOM_TESTS = [
  'src/features/account/components/PasswordStrength.test.tsx',
  'src/lib/ui/views/calendar/ListViewSwitch.test.tsx',
  'src/lib/theme/ThemeRoot.test.tsx',
];
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command, mode }) => {
  const settings = loadEnv(mode, root, 'VITE_');
  // A build bakes its settings in: a missing API address fails here, never as a localhost app.
  if (command === 'build') checkBuildSettings(settings);
  // The built app's Content-Security-Policy, from the same settings the build reads.
  const csp = buildCsp(cspSettingsOf(settings));
  return {
    plugins: [
      react(),
      lazyPropTypes(),
      neverRunModules(),
      startupChunk(),
      loginPreload(),
      fontPreload(),
      cspFile(csp),
      buildAside(),
    ],
    // React Router's package exports point at its development build in every mode; a production
    // build takes the production one it also ships (no dev-only warnings and checks).
    resolve: {
      alias:
        mode === 'production'
          ? [
              ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
              { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
              { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
            ]
          : alias,
    },
    // Sentry's debug logging (its `debug` option, which the app never sets) is left out of the
    // bundle, as Sentry's tree-shaking guide advises.
    define: { __SENTRY_DEBUG__: 'false' },
    server: { port: 5173, host: 'localhost' },
    // The dev server is left without the policy: its React refresh preamble is an inline script.
    preview: { port: 4173, host: 'localhost', headers: { 'Content-Security-Policy': csp } },
    // Hidden source maps: written for error reporting, never referenced by the served bundles,
    // and moved with the manifest out of the served folder (dist -> dist-sourcemaps, buildAside).
    build: {
      manifest: true,
      sourcemap: 'hidden',
      target: 'es2022',
      chunkSizeWarningLimit: 800,
      // Chunks are named by their hash only: the startup chunk lists every lazy page's files (to
      // preload them with the page), and module names there cost the login page ~1 KB gzip. The
      // manifest and the hidden source maps still say which module is where.
      rolldownOptions: {
        output: {
          chunkFileNames: 'assets/[hash].js',
          // The kit's modules that ten or more pages share make one chunk (with what they import):
          // split by exactly which pages use them, they made as many small files as there are
          // subsets of pages, each a request and a separately compressed file (issue 30: 20 KB
          // gzip more on the largest pages). The startup and login groups (startupChunk) come first.
          codeSplitting: {
            groups: [
              { name: 'kit', test: /[\\/]src[\\/]lib[\\/]ui[\\/]/, minShareCount: 10 },
              // The signed-in pages' table (routeTable.ts) and the small modules it reads (each
              // feature's routes, resource, paths, contributions): one chunk, loaded with the
              // shell, rather than one file per module that a page also imports.
              {
                name: 'routes',
                test: /[\\/]src[\\/](features[\\/][^\\/]+[\\/](routes|resource|paths|contributes|organizationTabs)\.ts|app[\\/](routeTable|contributionTable|gatherContributions)\.ts)$/,
              },
            ],
          },
        },
        // An entity is imported through its index, which re-exports all its modules; their only
        // side effect is `injectEndpoints` (or a reducer's injection), which matters only where
        // a hook or export of that module is used. So a chunk takes only the modules it uses.
        treeshake: {
          // The kit's entry files (index, resourceKit, cards) only re-export: a page that imports
          // one reaches only what it uses, so a kit module used by one page (the slice grid, the
          // declared pages) is not placed with every page that imports the entry.
          moduleSideEffects: (id) =>
            id.includes('/src/entities/') || /\/src\/lib\/ui\/[^/]+\.ts$/.test(id)
              ? false
              : undefined,
        },
        experimental: { lazyBarrel: true },
      },
    },
    test: {
      // The demo API's __demo/* controls (clock, reset) and its outbox exist only with these.
      env: { DEMO_API_CONTROLS: '1', DEMO_API_OUTBOX: '1' },
      // Sums the demo API's answers checked against docs/api/openapi.yaml and prints the count.
      globalSetup: ['tests/contractTally.ts'],
      // Vitest keeps one core for itself (cores - 1 workers): on the 2-core CI machine that
      // ran every file in one worker. The main process is idle while files run, so use both.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          },
        },
        {
          // The component tests share their worker's modules and jsdom as the integration tests
          // do (below): each isolated file paid about a second to import the route table and
          // start i18n and the demo API again in tests/setup.ts, and another for a new jsdom.
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            isolate: false,
            include: ['src/**/*.test.tsx'],
            exclude: ISOLATED_DOM_TESTS,
            setupFiles: ['tests/setup.ts'],
            testTimeout: 15000,
          },
        },
        {
          // The files that cannot share (ISOLATED_DOM_TESTS, ISOLATED_INTEGRATION_TESTS).
          extends: true,
          test: {
            name: 'isolated',
            environment: 'jsdom',
            include: [...ISOLATED_DOM_TESTS, ...ISOLATED_INTEGRATION_TESTS],
            setupFiles: ['tests/setup.ts'],
            testTimeout: 15000,
          },
        },
        {
          // The integration tests share their worker's modules and jsdom from file to file
          // (isolate: false: setup time down by three quarters). tests/setup.ts resets what a
          // test leaves behind, at its root: the document (body, portals, scroll lock,
          // aria-hidden, html attributes) and MUI's module-level modal manager
          // (tests/utils/documentReset.ts), the language, the demo API, storage, cookies, the
          // alert queue, the cancelled-quotes notice, timers, stubs and spies. A file that
          // cannot share goes into ISOLATED_INTEGRATION_TESTS, saying why (docs/decisions.md).
          extends: true,
          test: {
            name: 'integration',
            environment: 'jsdom',
            isolate: false,
            include: ['tests/integration/**/*.test.{ts,tsx}'],
            exclude: ISOLATED_INTEGRATION_TESTS,
            setupFiles: ['tests/setup.ts'],
            // A screen's test waits for the page, then for each answer (up to 15 s each on a busy
            // machine): the test as a whole gets room for two such waits.
            testTimeout: 30000,
            // Once more on failure: on the shared 2-core CI machine a page's first load sometimes
            // outlasts every wait (the checkout's terms test, 2 runs in 4). A retried test must pass
            // whole; vitest reports it as retried (docs/decisions.md).
            retry: 1,
          },
        },
      ],
    },
  };
});
