import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { APP_SCRIPTS_ATTRIBUTE, APP_START_SCRIPT } from '../../../contract/app-start-script';
import { runCommand } from '../../e2e/support/run-command';
import { serveStaticCopy, type StaticCopyServer } from './static-copy';

/**
 * The floor of page speed (test/bench/floor-app): an empty React 19 + TanStack Router + Query app,
 * built as the PWA is, prerendered and hydrated as our pages are. What Lighthouse finds blocking on
 * it is the framework's own evaluation and hydration on this machine at this moment, so our TBT
 * over its TBT, measured in the same run, tells what our own code adds.
 */
export function buildFloorApp(workDir: string): string {
  const outDir = join(workDir, 'floor');
  runCommand('npx', ['vite', 'build', '--config', 'test/bench/floor-app/vite.config.ts', '--outDir', outDir], {
    NODE_ENV: 'production',
  });
  return outDir;
}

/**
 * Serves the floor with its `#root` prerendered: rendered once in Chromium into the empty root, its
 * HTML captured and written into the page, which then hydrates like ours. With `page` (the static
 * copy of one of our screens, static-copy.ts), the floor's scripts and root go into that page, so
 * the floor paints the same HTML as our screen before its scripts run (a bare floor page painted
 * after them, and Lighthouse counts no blocking time before the first paint). Its scripts are held
 * until that paint exactly as our prerendered pages hold theirs (vite.prerender.ts, the same inert
 * `<template>` and inline start script): asked for from <head>, they arrived and ran before the
 * paint in Lighthouse's own unthrottled load, so its simulation placed their evaluation before the
 * first paint and counted almost none of it, while ours always runs after (docs/quality.md).
 * `assetsDir`: where that page's images and fonts are.
 */
export async function serveFloorApp(
  browser: Browser,
  floorDir: string,
  copy?: { page: string; assetsDir: string },
): Promise<StaticCopyServer> {
  const shell = readFileSync(join(floorDir, 'index.html'), 'utf8');
  const blank = await serveStaticCopy(shell, floorDir);
  let rendered: string;
  try {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(blank.url, { waitUntil: 'networkidle' });
      await page.locator('main p').waitFor();
      rendered = await page.locator('#root').innerHTML();
    } finally {
      await context.close();
    }
  } finally {
    await blank.close();
  }
  const root = `<div id="root">${rendered}</div>`;
  if (!copy) return serveStaticCopy(fill(shell, '<div id="root"></div>', root), floorDir, { immutableAssets: true });
  const scripts = shell.match(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g) ?? [];
  if (scripts.length === 0) throw new Error('floor app: index.html loads no script');
  const held = `<template ${APP_SCRIPTS_ATTRIBUTE}>${scripts.join('')}</template><script>${APP_START_SCRIPT}</script>`;
  // Our screen's own root renamed, so the floor's finds its own markup.
  const page = fill(fill(copy.page.replace(' id="root"', ' id="our-screen"'), '</head>', `${held}</head>`), '</body>', `${root}</body>`);
  return serveStaticCopy(page, [floorDir, copy.assetsDir], { immutableAssets: true });
}

function fill(html: string, marker: string, replacement: string): string {
  if (!html.includes(marker)) throw new Error(`floor app: the page has no ${marker}`);
  return html.replace(marker, replacement);
}
