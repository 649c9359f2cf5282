import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'auth',
  'registration',
  'account',
  'organizations',
  'users',
  'trips',
  'slots',
  'shop',
  'orders',
  'invoices',
  'accounting',
  'services',
  'pricing',
  'fleet',
  'hangar',
  'fuel',
  'chat',
  'notifications',
  'dashboard',
  'admin',
  'offers',
  'legal',
];

/** A feature may import another feature only through its routes.ts (read by the app), never its internals. */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(@/features/(?!${feature}/)[^/]+/|(\\.\\./)+(?!${feature}/)[a-z]+/(api|model|components|pages)/)`,
            message: 'A feature never imports another feature: move what is shared to src/lib.',
          },
          {
            regex: '^@/app/',
            message: 'Features do not import the app: dependencies point lib <- features <- app.',
          },
          { regex: '^@/mocks/', message: 'The demo API never enters the SPA bundle.' },
        ],
      },
    ],
  },
}));

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(features|app)/', message: 'src/lib knows no domain and no app.' },
            { regex: '^@/mocks/', message: 'The demo API never enters the SPA bundle.' },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
);
