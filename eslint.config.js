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

/** Layers of the PWA, after bulletproof-react: routes → features → shared pieces, never backwards. */
const pwaBoundaries = [
  ...featureNames.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature; compose them in a route or move the piece to shared code.',
  })),
  ...['components', 'lib', 'styles', 'i18n', 'hooks'].map((shared) => ({
    target: `./src/${shared}`,
    from: ['./src/features', './src/routes', './src/app'],
    message: 'Shared code never imports features, routes or the app shell.',
  })),
  { target: './src/features', from: ['./src/routes'], message: 'Features never import routes.' },
  { target: './src', from: './server', message: 'The PWA never imports server code; share through contract/.' },
  { target: './server', from: './src', message: 'The server never imports PWA code; share through contract/.' },
  { target: './contract', from: ['./src', './server'], message: 'contract/ depends on nothing of ours.' },
  {
    target: './src/sw',
    from: ['./src/app', './src/routes', './src/features', './src/components'],
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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['test/**/*.{ts,mjs,js}', 'server/cli/**/*.ts', 'server/main.ts', '**/*.bench.ts'],
    rules: { 'no-console': 'off' },
  },
);
