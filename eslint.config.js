import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { localPlugin } from './scripts/eslint/layerBoundaries.js';

const SRC = fileURLToPath(new URL('./src', import.meta.url));

/** The domains are the folders of src/features: a new folder is fenced in as soon as it exists. */
const FEATURES = readdirSync(path.join(SRC, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The business things several features share (src/entities), each fenced in the same way. */
const ENTITIES = readdirSync(path.join(SRC, 'entities'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The demo API's domains (src/mocks/domains), each fenced: others reach it through its index. */
const MOCK_DOMAINS = readdirSync(path.join(SRC, 'mocks', 'domains'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundary = (options) => ({
  'local/layer-boundaries': ['error', { srcDir: SRC, ...options }],
});

/**
 * lib <- entities <- features <- app: each feature and each entity its own fence, entities
 * through their index only, the app reads features through routes.ts only. The demo API
 * (src/mocks) sits beside them: it reads entities and lib, each of its domains fenced.
 */
const layerBoundaries = [
  ...ENTITIES.map((entity) => ({
    files: [`src/entities/${entity}/**/*.{ts,tsx}`],
    rules: boundary({ layer: 'entity', entity }),
  })),
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: boundary({ layer: 'feature', feature }),
  })),
  { files: ['src/app/**/*.{ts,tsx}'], rules: boundary({ layer: 'app' }) },
  { files: ['src/lib/**/*.{ts,tsx}'], rules: boundary({ layer: 'lib' }) },
  // The demo API: no features nor app; entities by index or contract; domains by index.
  { files: ['src/mocks/**/*.{ts,tsx}'], rules: boundary({ layer: 'mocks' }) },
  ...MOCK_DOMAINS.map((domain) => ({
    files: [`src/mocks/domains/${domain}/**/*.{ts,tsx}`],
    rules: boundary({ layer: 'mocks', domain }),
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'public',
      'test-results',
      'playwright-report',
      '.demo-data',
      'src/lib/contract/generated',
      'docs/api/generated',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, local: localPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Classic zod is ~20 KB gzip more than zod/mini, and one import of it anywhere put it in
      // the login page's chunk (shared form modules): the app speaks zod/mini only.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import from 'zod/mini' (FIELD-NOTES.md, Sizes)." },
            { name: 'zod/v4', message: "Import from 'zod/mini' (FIELD-NOTES.md, Sizes)." },
          ],
        },
      ],
    },
  },
  ...layerBoundaries,
  // 36 grids were hand-written beside 12 FieldGrids: new ones point at the kit.
  { files: ['src/features/**/*.{ts,tsx}'], rules: { 'local/no-hand-written-grid': 'warn' } },
  // The features cleared of hand-written grids keep none: there a new one fails the lint.
  {
    files: [
      'account',
      'accounting',
      'legal',
      'legs',
      'orders',
      'organization-finance',
      'organization-profile',
      'organization-users',
      'registration',
      'shop',
      'slots',
      'trips',
    ].map((feature) => `src/features/${feature}/**/*.{ts,tsx}`),
    rules: { 'local/no-hand-written-grid': 'error' },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
);
