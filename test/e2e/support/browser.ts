import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The two widths every screen is tested at. */
export const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812, isMobile: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/** Flags that keep Debian's Chromium off the closed network and quiet as root in a sandbox. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/** The folder of the build the server under test serves. */
export function distDir(): string {
  return inject('distDir');
}

/** A fresh, isolated visitor: own storage, own service worker, clipboard allowed. */
export async function newVisitor(browser: Browser, viewport: Viewport): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile,
    hasTouch: viewport.isMobile,
    locale: 'mn-MN',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  return { context, page };
}
