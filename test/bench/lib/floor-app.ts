import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
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
 * Serves the floor's build with its `#root` prerendered: rendered once in Chromium into the empty
 * root, its HTML captured and written into the page, which then hydrates like ours.
 */
export async function serveFloorApp(browser: Browser, floorDir: string): Promise<StaticCopyServer> {
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
  const prerendered = shell.replace('<div id="root"></div>', `<div id="root">${rendered}</div>`);
  if (prerendered === shell) throw new Error('floor app: index.html has no empty <div id="root"></div> to fill');
  return serveStaticCopy(prerendered, floorDir, { immutableAssets: true });
}
