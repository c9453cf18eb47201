// @ts-check
import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { serverModuleZones } from './eslint/server-zones.js';

/**
 * Feature boundaries of the member site and the back office (bulletproof-react `.eslintrc.cjs`
 * zones; ARCHITECTURE "no feature imports another"): a feature never imports another feature,
 * features never import `app/` (the app composes them), and the shared layers (`components/`,
 * `hooks/`, `lib/`, `config/`, `locales/`) import neither features nor `app/`. The member site's
 * house game pages (`src/house/`, their own bundle, started like the app by `app/setup`) use no feature. Every folder under
 * `features/` gets its zone, so a new feature is covered without touching this file.
 */
function featureBoundaryZones(app) {
  const src = `./apps/${app}/src`;
  const features = readdirSync(new URL(`${src}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message:
        'features do not import each other: move the shared piece to components/, hooks/ or lib/, or compose in app/',
    })),
    { target: `${src}/features`, from: `${src}/app`, message: 'app/ composes features, not the other way round' },
    {
      target: ['components', 'hooks', 'lib', 'config', 'locales'].map((folder) => `${src}/${folder}`),
      from: [`${src}/features`, `${src}/app`],
      message: 'shared code does not import features or app/',
    },
  ];
}

const featureZones = [
  ...featureBoundaryZones('web'),
  {
    target: './apps/web/src/house',
    from: './apps/web/src/features',
    message: 'the house pages use the shared layers only',
  },
  ...featureBoundaryZones('admin'),
  ...featureBoundaryZones('agent'),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/server/drizzle/**',
      'data/**',
      'screenshots/**',
      'coverage/**',
      '.test-results/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'apps/*/vite.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins and handlers are async by convention even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      // Dependencies point one way: shared → modules/features → app (CONVENTIONS.md rule 2).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages', from: './apps', message: 'packages never import apps' },
            { target: './packages/shared', from: './packages/house-games', message: 'shared stands alone' },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'the member site talks to the server over HTTP only',
            },
            { target: './apps/web', from: './apps/admin' },
            {
              target: './apps/admin',
              from: './apps/server',
              message: 'the back office talks to the server over HTTP only',
            },
            { target: './apps/admin', from: './apps/web' },
            { target: './apps/server', from: './apps/web' },
            { target: './apps/server', from: './apps/admin' },
            {
              target: './apps/agent',
              from: ['./apps/server', './apps/web', './apps/admin'],
              message: 'the agent portal talks to the server over HTTP only',
            },
            { target: ['./apps/server', './apps/web', './apps/admin'], from: './apps/agent' },
            {
              target: './apps/server/src/modules',
              from: './apps/server/src/app.ts',
              message: 'modules do not import the app that assembles them',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  ...serverModuleZones,
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}', 'apps/agent/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The member site's first screens carry no antd-mobile imperative popup (Toast, Dialog, Modal…):
    // they load with their first use through lib/show-toast.ts and lib/open-confirm-dialog.ts, which
    // also set antd-mobile's React 19 renderer (decision 0015). The house pages are their own bundle.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/house/**',
      'apps/web/src/lib/toast-now.ts',
      'apps/web/src/lib/confirm-dialog.ts',
      'apps/web/src/lib/antd-render.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd-mobile',
              importNames: ['Toast', 'Dialog', 'Modal', 'ActionSheet', 'ImageViewer', 'unstableSetRender'],
              message:
                'use showToast (lib/show-toast) or openConfirmDialog / openAlertDialog (lib/open-confirm-dialog)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.integration.test.ts', 'e2e/**/*.ts', 'bench/**/*.ts', 'apps/*/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Screenshot scripts run in Node and pass callbacks into the page.
    files: ['apps/*/scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
