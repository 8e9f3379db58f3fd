import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { build, type Plugin } from 'vite';
import { APP_SCRIPTS_ATTRIBUTE, APP_START_SCRIPT } from './contract/app-start-script.ts';
import {
  fillRoot,
  NOT_FOUND_PAGE,
  PRERENDERED_PAGES,
  SEARCH_TEMPLATE,
  SSR_ENTRY_FILE,
  SSR_TEMPLATES_FILE,
  type PrerenderedPage,
  withTitle,
} from './contract/prerendered-pages.ts';

const SSR_SOURCE = 'src/entry-server.tsx';

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)));
}

/**
 * Each page's HTML without data, rendered in a Node of its own: React's scheduler keeps a process
 * alive, which must not be this build's.
 */
function renderWithoutData(entry: string, paths: string[]): Record<string, { html: string; title?: string }> {
  const script = `
    const { renderPage } = await import(${JSON.stringify(pathToFileURL(entry).href)});
    const pages = {};
    for (const path of ${JSON.stringify(paths)}) {
      const { html, title } = await renderPage(path, null);
      pages[path] = { html, title };
    }
    process.stdout.write(JSON.stringify(pages));
    process.exit(0);`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }),
  ) as Record<string, { html: string; title?: string }>;
}

/** The route's own chunk (split off by the router plugin) and what it imports, skipping what the shell already loads. */
function routeAssets(bundle: OutputBundle, page: PrerenderedPage, shell: string): { css: string[]; js: string[] } {
  return chunkAssets(bundle, [`/src/routes/${page.path === '/' ? 'index' : page.path.slice(1)}.tsx`], shell);
}

/**
 * What a search's results load lazily (src/features/parcel-lookup/components/parcel-results-modal.tsx):
 * the home page with the server's answer shows them at once (issue 28), styled before any script runs.
 */
const SEARCH_RESULT_SOURCES = [
  '/src/features/parcel-lookup/components/parcel-results-modal.tsx',
  '/src/features/parcel-lookup/components/result-timeline.tsx',
  '/src/components/arrival-line/arrival-line.tsx',
];

/** The chunks of these source files and what they import, skipping what `shell` already loads. */
function chunkAssets(bundle: OutputBundle, sources: string[], shell: string): { css: string[]; js: string[] } {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (js.has(chunk.fileName)) return;
    js.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
    chunk.imports.forEach((file) => {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    });
  };
  const isSource = (chunk: OutputChunk) => sources.some((source) => chunk.facadeModuleId?.split('?')[0]?.endsWith(source));
  chunks.filter((chunk) => isSource(chunk) && !chunk.isEntry).forEach(visit);
  const notInShell = (file: string) => !shell.includes(`/${file}"`);
  return { css: [...css].filter(notInShell), js: [...js].filter(notInShell) };
}

/**
 * index.html with the route's styles (inlined) and code (preloaded, after the first paint) in
 * <head>, so the page paints styled before any script runs.
 */
function pageTemplate(shell: string, assets: { css: string[]; js: string[] }, bundle: OutputBundle): string {
  return scriptsAfterPaint(inlineStyles(withAssetLinks(shell, assets), bundle));
}

function withAssetLinks(shell: string, assets: { css: string[]; js: string[] }): string {
  const links = [
    ...assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
  return shell.replace('</head>', () => `${links}</head>`);
}

/**
 * The home page's template with a search's results: their styles too. Not their code: on a weak
 * link it would compete with the app's own scripts, and the answer is on screen without it.
 */
function searchTemplate(shell: string, bundle: OutputBundle): string {
  const home = withAssetLinks(shell, routeAssets(bundle, PRERENDERED_PAGES[0]!, shell));
  const { css } = chunkAssets(bundle, SEARCH_RESULT_SOURCES, home);
  return scriptsAfterPaint(inlineStyles(withAssetLinks(home, { css, js: [] }), bundle));
}

const HELD_TAG =
  /<script type="module" crossorigin src="\/[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="\/[^"]+">|<link rel="manifest" href="\/[^"]+">/g;

/**
 * The app's entry script, its module preloads and the web app manifest, held inert in a
 * `<template>` that the inline start script (contract/app-start-script.ts) copies into the page once
 * it has painted: the prerendered page needs none of them to paint, and asked for from <head> they
 * were requests before the paint, which share a weak link with the page and which Lighthouse counts
 * into its LCP (the manifest brings its 192 px icon along: docs/quality.md). The generic shell
 * (index.html, an empty root) keeps them as they are: it has nothing to paint before its scripts.
 */
function scriptsAfterPaint(html: string): string {
  const tags = html.match(HELD_TAG) ?? [];
  if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error('prerender: the page template has no entry script');
  const held = `<template ${APP_SCRIPTS_ATTRIBUTE}>${tags.join('')}</template><script>${APP_START_SCRIPT}</script>`;
  const withoutTags = html.replace(new RegExp(`[ \\t]*(?:${HELD_TAG.source})\\n?`, 'g'), '');
  return withoutTags.replace('</head>', () => `${held}</head>`);
}

/**
 * The page's style sheets written into it (a few KB gzip in all; the CSP allows inline styles):
 * on a weak link each linked sheet blocks the first paint for a round trip, while competing for
 * bandwidth with the scripts. Each keeps a `disabled` link to its file, which the browser does not
 * fetch: Vite's preload helper looks for that link before it adds one for a route's styles, and
 * without it the route's code linked the sheet again at start-up, restyling the whole page in one
 * long task (151 ms at 4× CPU on /address, docs/quality.md).
 */
function inlineStyles(html: string, bundle: OutputBundle): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, file: string) => {
    const sheet = bundle[file];
    return sheet?.type === 'asset' ? `<style>${String(sheet.source)}</style><link rel="stylesheet" href="/${file}" disabled>` : link;
  });
}

/**
 * Prerendering, part of the PWA's own build (so `vite build`, `npm run build`, the e2e build and
 * `npm start`'s first build all make it):
 * 1. builds src/entry-server.tsx with Vite's SSR build (same plugins, so vanilla-extract's class
 *    names match the browser's) into a folder inside node_modules, where Node resolves nothing
 *    from outside it anyway: the bundle is self-contained;
 * 2. renders each public screen without data into index.html's root, as `_prerender/*.html`: the
 *    pages the service worker precaches and serves for those addresses;
 * 3. adds the SSR bundle and each page's template (index.html with its route's styles) as `_ssr/`
 *    to the build, for the server to render the same screens with
 *    the current data when it serves them (server/plugins/static-files.ts).
 * Everything goes into the client bundle in generateBundle, so vite-plugin-pwa's precache manifest,
 * made after it, lists the pages.
 */
export function prerender(): Plugin {
  let root = process.cwd();
  let configFile: string | undefined;
  return {
    name: 'achaa:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      configFile = config.configFile;
    },
    async generateBundle(_options, bundle) {
      const shellAsset = bundle['index.html'];
      if (shellAsset?.type !== 'asset') throw new Error('prerender: the build has no index.html');
      const shell = String(shellAsset.source);

      // One folder per build: two builds of this checkout at once (tests, a bench) must not share it.
      mkdirSync(resolve(root, 'node_modules/.cache'), { recursive: true });
      const ssrDir = mkdtempSync(resolve(root, 'node_modules/.cache/achaa-ssr-'));
      await build({
        configFile,
        root,
        logLevel: 'warn',
        build: { ssr: SSR_SOURCE, outDir: ssrDir, emptyOutDir: true, copyPublicDir: false, minify: false },
      });

      const pages = [...PRERENDERED_PAGES, NOT_FOUND_PAGE];
      const rendered = renderWithoutData(
        join(ssrDir, 'entry-server.js'),
        pages.map((page) => page.path),
      );
      const templates: Record<string, string> = {};
      for (const page of pages) {
        const template = pageTemplate(shell, routeAssets(bundle, page, shell), bundle);
        templates[page.path] = template;
        const screen = rendered[page.path];
        // Always marked: rendered here with a stand-in organisation, it never matches a page to hydrate.
        this.emitFile({
          type: 'asset',
          fileName: page.file,
          source: withTitle(fillRoot(template, screen?.html ?? '', { offlineCopy: true }), screen?.title),
        });
      }
      templates[SEARCH_TEMPLATE] = searchTemplate(shell, bundle);
      this.emitFile({ type: 'asset', fileName: SSR_TEMPLATES_FILE, source: JSON.stringify(templates) });
      for (const file of filesUnder(ssrDir)) {
        this.emitFile({ type: 'asset', fileName: join(SSR_ENTRY_FILE, '..', file), source: readFileSync(join(ssrDir, file)) });
      }
      rmSync(ssrDir, { recursive: true, force: true });
    },
  };
}
