/**
 * Photographs the real app for the manifest's screenshots (Android's richer install sheet):
 * starts the server on the built app (`dist/`, or STATIC_DIR) with a fresh demo database, opens
 * each screen in Chromium and writes public/screenshots/*.png. Run after `npx vite build`:
 * `npx tsx test/tools/capture-screenshots.ts`, then build again so dist/ has them.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../e2e/support/test-server';
import { launchBrowser } from '../e2e/support/chromium';
import { STORE_SCREENSHOTS } from './store-screenshots';

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'achaa-screenshots-'));
  const server = await startServer({
    DATABASE_PATH: join(dataDir, 'screenshots.sqlite'),
    DATABASE_URL: '',
    STATIC_DIR: process.env.STATIC_DIR ?? 'dist',
  });
  const browser = await launchBrowser();
  try {
    mkdirSync('public/screenshots', { recursive: true });
    for (const shot of STORE_SCREENSHOTS) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        deviceScaleFactor: shot.scale,
        isMobile: shot.isMobile,
        hasTouch: shot.isMobile,
        locale: 'mn-MN',
        // No service worker: its install prompt and warm-up have nothing to add to a picture.
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}${shot.path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `public/screenshots/${shot.file}` });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
