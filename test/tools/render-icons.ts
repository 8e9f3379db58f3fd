/**
 * Draws the app icons with headless Chromium, so every PNG comes from one SVG source.
 * Run: `npx tsx test/tools/render-icons.ts`. The store screenshots come from the real app:
 * `test/tools/capture-screenshots.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { badgeSvg, brandMarkSvg, type MarkVariant } from './brand-mark';
import { launchBrowser } from '../e2e/support/chromium';

const ICONS: { file: string; variant: MarkVariant; size: number; transparent: boolean }[] = [
  { file: 'icon-192.png', variant: 'any', size: 192, transparent: true },
  { file: 'icon-512.png', variant: 'any', size: 512, transparent: true },
  { file: 'maskable-192.png', variant: 'maskable', size: 192, transparent: false },
  { file: 'maskable-512.png', variant: 'maskable', size: 512, transparent: false },
  // iOS rounds the corners itself and shows transparency as black: full bleed.
  { file: 'apple-touch-icon-180.png', variant: 'maskable', size: 180, transparent: false },
];

async function renderSvg(page: Page, svg: string, size: number, transparent: boolean): Promise<Buffer> {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`);
  return page.screenshot({ clip: { x: 0, y: 0, width: size, height: size }, omitBackground: transparent });
}

async function main() {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    mkdirSync('public/icons', { recursive: true });
    writeFileSync('public/icons/icon.svg', `${brandMarkSvg('any', 512)}\n`);
    for (const icon of ICONS) {
      writeFileSync(`public/icons/${icon.file}`, await renderSvg(page, brandMarkSvg(icon.variant, icon.size), icon.size, icon.transparent));
    }
    // The notification badge (src/sw/push-events.ts): 96 px, the size Android asks for at its densest.
    writeFileSync('public/icons/badge-96.png', await renderSvg(page, badgeSvg(96), 96, true));
  } finally {
    await browser.close();
  }
}

await main();
