/**
 * Draws the app icons (and placeholder store screenshots) with headless Chromium, so the PNGs come
 * from one SVG source. Run: `npx tsx test/tools/render-icons.ts [--placeholder-screenshots]`.
 * Real screenshots replace the placeholders with `test/tools/capture-screenshots.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { tokens } from '../../src/styles/tokens';
import { brandMarkSvg, type MarkVariant } from './brand-mark';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

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

/** A stand-in with the brand and the headline, until the real app can be photographed. */
function placeholderHtml(width: number): string {
  return `<!doctype html><html lang="mn"><body style="margin:0;font-family:${tokens.font.body};background:${tokens.color.background};color:${tokens.color.text}">
    <header style="display:flex;align-items:center;gap:12px;padding:12px 20px;background:${tokens.color.surface};border-bottom:1px solid ${tokens.color.border}">
      ${brandMarkSvg('any', 40)}<strong style="font-size:22px">Ачаа</strong>
    </header>
    <main style="padding:${width > 600 ? 48 : 20}px">
      <h1 style="font-size:${width > 600 ? 40 : 28}px;margin:0 0 16px">Хурдан шуурхай, найдвартай, аюулгүй тээвэр</h1>
      <section style="background:${tokens.color.surface};border-radius:18px;padding:20px;box-shadow:${tokens.shadow.card};max-width:520px">
        <h2 style="margin:0 0 12px;font-size:20px">Ачаа шалгах</h2>
        <div style="border:1px solid ${tokens.color.border};border-radius:8px;padding:12px;color:${tokens.color.textMuted}">Утасны дугаар</div>
        <div style="margin-top:12px;background:${tokens.color.primary};color:#fff;border-radius:8px;padding:12px;text-align:center;font-weight:600">Хайх</div>
      </section>
    </main></body></html>`;
}

export const SCREENSHOTS = [
  { file: 'phone.png', width: 390, height: 844, scale: 2 },
  { file: 'wide.png', width: 1280, height: 800, scale: 1 },
] as const;

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    mkdirSync('public/icons', { recursive: true });
    writeFileSync('public/icons/icon.svg', `${brandMarkSvg('any', 512)}\n`);
    for (const icon of ICONS) {
      writeFileSync(`public/icons/${icon.file}`, await renderSvg(page, brandMarkSvg(icon.variant, icon.size), icon.size, icon.transparent));
    }
    if (process.argv.includes('--placeholder-screenshots')) {
      mkdirSync('public/screenshots', { recursive: true });
      for (const shot of SCREENSHOTS) {
        const shotPage = await browser.newPage({ viewport: { width: shot.width, height: shot.height }, deviceScaleFactor: shot.scale });
        await shotPage.setContent(placeholderHtml(shot.width));
        writeFileSync(`public/screenshots/${shot.file}`, await shotPage.screenshot());
        await shotPage.close();
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
