import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { EARLY_INPUT_SCRIPT } from './contract/early-input-script.ts';
import { aliases } from './vite.aliases.ts';
import { precompress } from './vite.precompress.ts';
import { prerender } from './vite.prerender.ts';

/** The top-level manifest.webmanifest is the single source of the installed app's identity. */
const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8')) as Partial<ManifestOptions>;

/**
 * package.json version + commit: busts the persisted query cache whenever the code changes. Kept in
 * the environment so the SSR build made inside this build (vite.prerender.ts) names the same version.
 */
function appVersion(): string {
  process.env.ACHAA_APP_VERSION ??= computeAppVersion();
  return process.env.ACHAA_APP_VERSION;
}

function computeAppVersion(): string {
  const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
  try {
    return `${version}+${execSync('git rev-parse --short HEAD', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()}`;
  } catch {
    // Built outside a git checkout (a source tarball): the build time still tells versions apart.
    return `${version}+${Date.now().toString(36)}`;
  }
}

/**
 * The server-side bundle of the prerendered pages (src/entry-server.tsx, built by vite.prerender.ts):
 * self-contained (the server loads it from the build folder, wherever that is), React's production
 * build, and the browser's package conditions so TanStack Router runs as it does in the browser
 * (src/entry-server.tsx says why).
 */
const ssrBuild: UserConfig = {
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    // The router's browser build registers itself on `self` (for its devtools), which Node lacks.
    'self.__TSR_ROUTER__': 'globalThis.__TSR_ROUTER__',
  },
  ssr: { noExternal: true, target: 'node', resolve: { conditions: ['browser', 'module', 'import', 'default'] } },
};

/** The chunks the app loads at start-up once the page is idle (src/lib/when-idle.ts): none of them is on screen before. */
const LOADED_WHEN_IDLE = /(?:^|\/)(?:query-persister|footer-contacts|toaster-view|overlay-stack|sw-bridge|offline-data)-[\w-]+\.js$/;

/** The PWA build. The router plugin must run before react so it can split route files first. */
export default defineConfig(({ isSsrBuild }) => ({
  ...(isSsrBuild ? ssrBuild : {}),
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
    {
      // Holds a submit made before the app starts (contract/early-input-script.ts); the server's CSP allows it by hash.
      name: 'achaa:early-input',
      transformIndexHtml: () => [{ tag: 'script', children: EARLY_INPUT_SCRIPT, injectTo: 'head' as const }],
    },
    prerender(),
    precompress(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/sw',
        filename: 'sw.ts',
        // A new version waits for the user's "Шинэчлэх"; src/features/offline/sw-bridge.ts registers it.
        registerType: 'prompt',
        injectRegister: false,
        manifest,
        injectManifest: {
          // The whole shell, so every route opens offline; store screenshots stay online-only.
          // The server-side bundle (_ssr/) is the server's alone.
          globPatterns: ['**/*.{js,css,html,svg,woff2}', 'icons/*.png'],
          globIgnores: ['_ssr/**'],
          rollupFormat: 'iife',
        },
      }),
  ],
  define: { __APP_VERSION__: JSON.stringify(appVersion()), ...(isSsrBuild ? ssrBuild.define : {}) },
  build: {
    modulePreload: {
      // The chunks the start-up loads once the page is idle load without `<link rel=modulepreload>`s
      // for their imports: each link Vite's helper appends is a main-thread task of its own (3–30 ms
      // each at a 4× slower CPU, most under a service worker), while these parts wait for idle time
      // anyway and their imports then load after them, a moment later. Their stylesheets still come
      // first, as Vite always does.
      resolveDependencies: (file, deps) => (LOADED_WHEN_IDLE.test(file) ? [] : deps),
    },
    rolldownOptions: {
      // The timings block lists our own prerender and precompress steps, which are slow by design: it is not a warning.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            {
              // Everything the first paint needs from npm in one long-cached file: left to itself the
              // bundler cuts it into a dozen small shared chunks, which costs ~3.5 KB gzip and requests.
              // Libraries loaded later (toasts, persistence, the second locale, ofetch with the first
              // API call) stay out of it.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core)|@vanilla-extract[\\/]recipes|cookie-es|seroval|tiny-invariant|tiny-warning)[\\/]/,
            },
            {
              // Our own small modules that the first paint shares with lazy chunks (HTTP client, the
              // main catalogue, status labels, query keys, the organisation's ensure): one file instead of one request each.
              name: 'app-core',
              test: /[\\/](contract[\\/]parcel-status|src[\\/]data[\\/](query-keys|organization[\\/]ensure-organization)|src[\\/]lib[\\/](create-store|http|env)|src[\\/]i18n[\\/](i18n|mn))\.ts$/,
            },
          ],
        },
      },
    },
  },
  resolve: { alias: aliases },
  server: {
    // The API runs beside Vite in development (`npm run dev:server`); same origin keeps cookies simple.
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
}));
