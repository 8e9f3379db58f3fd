import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findInitialAssets, formatKb, initialAssetsTable, KB, measure } from '../bench/lib/initial-assets';
import { distDir, newVisitor, useBrowser, VIEWPORTS } from './support/browser';

/**
 * The JavaScript `/` loads before any interaction stays under this (gzip -9), so a cheap phone on a
 * weak link paints and answers in time (test/bench/weak.ts). 125.5 KB since ofetch loads with the
 * first API call; the aim below is the tighter one the weak-link targets were set with.
 */
const JS_BUDGET_BYTES = 128 * KB;
const JS_TARGET_BYTES = 110 * KB;
const DIST = distDir();

describe('the import walker', () => {
  let fixture: string;
  beforeAll(() => {
    fixture = mkdtempSync(join(tmpdir(), 'achaa-walker-'));
    mkdirSync(join(fixture, 'assets'));
    const files: Record<string, string> = {
      'index.html': `<!doctype html><html><head>
        <script type="module" crossorigin src="/assets/entry.js"></script>
        <link rel="modulepreload" crossorigin href="/assets/preloaded.js">
        <link rel="stylesheet" crossorigin href="/assets/entry.css">
        <link rel="manifest" href="/manifest.webmanifest">
        <script src="https://cdn.example.com/elsewhere.js"></script>
        </head><body></body></html>`,
      'assets/entry.js': `import{a as b}from"./vendor.js";import"./side-effect.js";export*from"./re-export.js";
        const page=()=>import("./lazy-route.js");const text="import x from './in-a-string.js'";b(page,text);`,
      'assets/vendor.js': `import c from"./nested.js";export const a=c;`,
      'assets/nested.js': `export default function(){}`,
      'assets/side-effect.js': `console.log(1)`,
      'assets/re-export.js': `export{}`,
      'assets/preloaded.js': `export{}`,
      'assets/lazy-route.js': `import"./lazy-only.js";export{}`,
      'assets/lazy-only.js': `export{}`,
      'assets/entry.css': `body{margin:0}`,
    };
    for (const [path, content] of Object.entries(files)) writeFileSync(join(fixture, path), content);
  });
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('follows the HTML and static imports recursively, and leaves dynamic imports and other origins out', () => {
    const result = findInitialAssets(fixture);
    expect(result.graphSource).toBe('parse');
    expect(result.assets.map((asset) => asset.file).sort()).toEqual([
      'assets/entry.css',
      'assets/entry.js',
      'assets/nested.js',
      'assets/preloaded.js',
      'assets/re-export.js',
      'assets/side-effect.js',
      'assets/vendor.js',
    ]);
    expect(result.jsGzipBytes).toBe(result.assets.filter((asset) => asset.kind === 'js').reduce((sum, asset) => sum + asset.gzipBytes, 0));
    expect(result.cssGzipBytes).toBeGreaterThan(0);
  });

  it("reads the same graph from Vite's manifest when the build writes one", () => {
    const chunk = (file: string, imports: string[] = [], dynamicImports: string[] = []) => ({ file, imports, dynamicImports });
    mkdirSync(join(fixture, '.vite'));
    writeFileSync(
      join(fixture, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': {
          ...chunk('assets/entry.js', ['_vendor.js', '_side-effect.js', '_re-export.js'], ['src/lazy-route.ts']),
          isEntry: true,
          css: ['assets/entry.css'],
        },
        '_vendor.js': chunk('assets/vendor.js', ['_nested.js']),
        '_nested.js': chunk('assets/nested.js'),
        '_side-effect.js': chunk('assets/side-effect.js'),
        '_re-export.js': chunk('assets/re-export.js'),
        '_preloaded.js': chunk('assets/preloaded.js'),
        'src/lazy-route.ts': { ...chunk('assets/lazy-route.js', ['_lazy-only.js']), isDynamicEntry: true },
        '_lazy-only.js': chunk('assets/lazy-only.js'),
      }),
    );
    try {
      const fromManifest = findInitialAssets(fixture);
      expect(fromManifest.graphSource).toBe('manifest');
      expect(fromManifest.assets.map((asset) => asset.file).sort()).toEqual(
        findInitialAssets(fixture, { useManifest: false })
          .assets.map((asset) => asset.file)
          .sort(),
      );
    } finally {
      rmSync(join(fixture, '.vite'), { recursive: true, force: true });
    }
  });
});

describe('bundle budget of the home screen', () => {
  it(`loads at most ${formatKb(JS_BUDGET_BYTES)} of JavaScript (gzip -9) before any interaction`, () => {
    const result = findInitialAssets(DIST);
    console.log(`\nWhat / loads before any interaction (import graph from ${result.graphSource}):\n${initialAssetsTable(result)}`);
    console.log(`JS ${formatKb(result.jsGzipBytes)} of the ${formatKb(JS_BUDGET_BYTES)} budget (target ${formatKb(JS_TARGET_BYTES)}).`);

    // The walk must have found the real entry and React inside what it counts, or a zero would pass.
    const entry = /<script\b[^>]*type="module"[^>]*src="\/([^"]+)"/.exec(readFileSync(join(DIST, 'index.html'), 'utf8'))?.[1];
    expect(entry, 'index.html has a module entry script').toBeDefined();
    const counted = result.assets.filter((asset) => asset.kind === 'js');
    expect(counted.map((asset) => asset.file)).toContain(entry);
    const countedCode = counted.map((asset) => readFileSync(join(DIST, asset.file), 'utf8')).join('\n');
    expect(countedCode, 'React is among the counted chunks').toContain('react.transitional.element');
    expect(countedCode, 'React DOM is among the counted chunks').toMatch(/createRoot|__reactContainer/);

    if (result.graphSource === 'manifest') {
      // Two independent readings of the same build must agree.
      const parsed = findInitialAssets(DIST, { useManifest: false });
      expect(parsed.assets.map((asset) => asset.file).sort()).toEqual(result.assets.map((asset) => asset.file).sort());
    }
    expect(result.jsGzipBytes).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  });

  describe('in the browser', () => {
    useBrowser();

    it('fetches every file of the static walk when / opens, and reports what it loads lazily on top', async () => {
      const phone = VIEWPORTS[0];
      const { context, page } = await newVisitor(phone);
      const fetched = new Set<string>();
      page.on('requestfinished', (request) => {
        const path = new URL(request.url()).pathname.slice(1);
        if (/\.(?:js|css)$/.test(path)) fetched.add(path);
      });
      const served = await page.goto('/', { waitUntil: 'networkidle' });
      const html = (await served?.text()) ?? '';
      await context.close();

      const initial = findInitialAssets(DIST);
      const initialFiles = initial.assets.map((asset) => asset.file);
      // `/` is the prerendered home screen, its style sheets written into it (vite.prerender.ts).
      const inlined = (file: string) => file.endsWith('.css') && html.includes(`<style>${readFileSync(join(DIST, file), 'utf8')}</style>`);
      // A walk that invents files (or a page that loads nothing) would show here.
      expect(initialFiles.filter((file) => !fetched.has(file) && !inlined(file))).toEqual([]);
      const lazy = [...fetched].filter((file) => !initialFiles.includes(file)).map((file) => measure(DIST, file, 'import'));
      const lazyJs = lazy.filter((asset) => asset.kind === 'js').reduce((sum, asset) => sum + asset.gzipBytes, 0);
      console.log(
        `\nLoaded by / without interaction after the initial set (route chunks, deferred modules):\n` +
          lazy.map((asset) => `${asset.file.padEnd(48)} ${formatKb(asset.gzipBytes).padStart(10)}`).join('\n') +
          `\nJS until network idle: ${formatKb(initial.jsGzipBytes + lazyJs)}`,
      );
    });
  });
});
