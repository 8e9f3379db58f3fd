import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Every folder under src/features is a feature, so a new one is fenced in without editing this file. */
const featureNames = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Layers of the PWA, after bulletproof-react, each importing only the ones below it:
 * app (shell, frame) → routes → features → data → shared pieces (components, hooks, lib, i18n, styles).
 */
const pwaBoundaries = [
  ...featureNames.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature; compose them in a route, or move what both need to data/ or shared code.',
  })),
  ...['components', 'lib', 'styles', 'i18n', 'hooks'].map((shared) => ({
    target: `./src/${shared}`,
    from: ['./src/data', './src/features', './src/routes', './src/app'],
    message: 'Shared code never imports the data layer, features, routes or the app shell.',
  })),
  {
    target: './src/data',
    from: ['./src/features', './src/routes', './src/app'],
    message: 'The data layer (fetchers, query keys, session) never imports features, routes or the app shell.',
  },
  { target: './src/features', from: ['./src/routes', './src/app'], message: 'Features never import routes or the app shell.' },
  {
    target: './src/routes',
    from: ['./src/app'],
    except: ['./app-overlays.tsx', './router-context.ts', './layout'],
    message: 'Routes use the app shell only in the root route (its frame, overlays and context).',
  },
  { target: './src', from: './server', message: 'The PWA never imports server code; share through contract/.' },
  { target: './server', from: './src', message: 'The server never imports PWA code; share through contract/.' },
  { target: './contract', from: ['./src', './server'], message: 'contract/ depends on nothing of ours.' },
  {
    target: './src/sw',
    from: ['./src/app', './src/routes', './src/features', './src/data', './src/components'],
    message: 'The service worker never imports page code.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'coverage', 'src/routeTree.gen.ts', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: pwaBoundaries }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // A function past 15 paths is two functions (issue 20: a screen of 23, a CLI of 21 became a table and two components).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'],
    rules: { complexity: ['error', 15] },
  },
  {
    // One way to toast: lib/toast.ts loads react-hot-toast after the first paint and is its only importer.
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    ignores: ['src/lib/toast.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hot-toast',
              message: 'Use notify from @/lib/toast (and AppToaster): react-hot-toast stays out of the first paint.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Every per-client limit counts an IPv6 client by its /64 (issue 33): the raw address reaches a limit only through clientNetworkKey.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='ip']:not(CallExpression[callee.name='clientNetworkKey'] > MemberExpression)",
          message: 'Key limits by clientNetworkKey(request.ip) (server/lib/client-network.ts): one IPv6 client holds a whole /64.',
        },
      ],
    },
  },
  {
    files: ['test/**/*.{ts,mjs,js}', 'server/cli/**/*.ts', 'server/main.ts', '**/*.bench.ts'],
    rules: { 'no-console': 'off' },
  },
);
