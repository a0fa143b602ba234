import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Each feature folder of the dashboard: none imports another (bulletproof-react's rule). */
const features = fs
  .readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const nodeModules = ['node:*', 'fs', 'path', 'crypto', 'os', 'child_process', 'worker_threads'];
const serverOnly = [
  'hono',
  'hono/*',
  '@hono/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  '@electric-sql/*',
];

/** zod's classic API carries every method on every schema (~25 kB in each first load). */
const zodClassic = {
  name: 'zod',
  message: "the browser's code uses 'zod/mini' (tree-shakable); the server may use classic zod",
};

/** A floor below both sides (contract, spreadsheet): neither side, no Node, no UI, no classic zod. */
function sideless(files, relativeSides, sidesMessage, runtimeMessage) {
  const ui = ['react', 'react-*', '@mantine/*', '@tanstack/*'];
  const sides = ['@/server', '@/server/*', '@/web', '@/web/*', ...relativeSides];
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: sides, message: sidesMessage },
            { group: [...nodeModules, ...serverOnly, ...ui], message: runtimeMessage },
          ],
          paths: [zodClassic],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.data',
      'src/web/route-tree.gen.ts',
      'drizzle',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import cycles anywhere: a cycle means two files that cannot be understood apart.
    files: ['src/**/*.{ts,tsx}', 'bench/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: './src/web/features',
              except: [`./${feature}`],
              message:
                'a feature never imports another: share through src/web/api, lib or components',
            })),
            {
              target: ['./src/web/api', './src/web/lib', './src/web/components', './src/web/i18n'],
              from: './src/web/features',
              message: 'the shared floors sit below the features',
            },
            {
              target: './src/{web,server}/**/!(*.test).{ts,tsx}',
              from: ['./src/testing/hub', './src/testing/web'],
              message: 'test helpers (src/testing/hub, src/testing/web) are for tests only',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/server', '@/server/*', '**/server/**'],
              message: 'web never imports server',
            },
            { group: [...nodeModules, ...serverOnly], message: 'web runs in the browser' },
          ],
          paths: [zodClassic],
        },
      ],
    },
  },
  sideless(
    ['src/contract/**/*.ts'],
    ['**/server/**', '**/web/**'],
    'contract imports neither side',
    'contract depends on zod only',
  ),
  // The spreadsheet pipeline runs in the dashboard's worker and in Node (npm run import, the
  // agents' check_spreadsheet): it may read the contract and the file libraries, nothing else.
  sideless(
    ['src/spreadsheet/**/*.ts'],
    ['../server/**', '../web/**'],
    'the spreadsheet pipeline imports neither side',
    'the spreadsheet pipeline runs in a browser worker and in Node alike',
  ),
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/web', '@/web/*', '**/web/**'], message: 'server never imports web' },
          ],
        },
      ],
    },
  },
);
