import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { domainTree } from './functions/lint/domain-tree.js';
import { featureBoundaries } from './web/eslint-feature-boundaries.js';

const DOMAIN_PATTERNS = [
  { group: ['@aws-sdk/*'], message: 'Domain code has no AWS imports.' },
  {
    group: ['**/platform/http', '**/platform/http/**', '**/handlers/**'],
    message: 'Domain code imports neither HTTP nor handlers: it is wired to them in functions/handlers.',
  },
];

/** Test helpers (`testing/` folders) are for tests only: no shipped module imports them. */
const TESTING_ONLY = { group: ['**/testing/**'], message: 'testing/ holds test-only code: only tests import it.' };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/cdk.out/**',
      '.local/**',
      'coverage/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'feature-boundaries': featureBoundaries },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Features never import each other; only web/src/app combines them (web/eslint-feature-boundaries.js).
      'feature-boundaries/no-cross-feature-imports': 'error',
      'feature-boundaries/no-testing-in-app': 'error',
    },
  },
  {
    // Domain rules stay plain TypeScript: AWS is reached only through functions/data and functions/platform.
    // No import runs upward (STYLE.md 17): the domain speaks its own language (its Caller is
    // domain/market/caller.ts), and handlers wire it to the HTTP pipeline.
    files: ['functions/domain/**/*.ts'],
    plugins: { 'domain-tree': domainTree },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: DOMAIN_PATTERNS,
        },
      ],
      // Folders form a tree: features import the market kernel, each other only as functions/lint/domain-tree.js names.
      'domain-tree/no-cross-feature-imports': 'error',
    },
  },
  {
    // The platform sits below everything: what it needs of the domain or the data layer (who the
    // caller is, how limits count) is passed in where handlers are wired (functions/handlers/pipeline.ts).
    // Tests may assemble the layers.
    files: ['functions/platform/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/data/**', '**/domain/**', '**/handlers/**', '**/routes', '**/openapi-document'],
              message: 'Platform code imports no data, domain or handler code: take it as a parameter.',
            },
            TESTING_ONLY,
          ],
        },
      ],
    },
  },
  {
    // Repositories know keys and items, not the domain that calls them. Tests may assemble the layers.
    files: ['functions/data/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/domain/**', '**/handlers/**', '**/routes', '**/openapi-document'],
              message: 'The data layer imports no domain or handler code.',
            },
            TESTING_ONLY,
          ],
        },
      ],
    },
  },
  {
    // Handlers and shared code ship too: test helpers (functions/data/testing) stay out of them.
    files: ['functions/handlers/**/*.ts', 'functions/*.ts', 'shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [TESTING_ONLY] }] },
  },
  {
    // The domain's own rules (above) again, with test helpers kept out of shipped domain code.
    files: ['functions/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...DOMAIN_PATTERNS, TESTING_ONLY] }] },
  },
);
