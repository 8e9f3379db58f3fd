import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './chromium';

/** The two widths every screen is tested at. */
export const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812, isMobile: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/** The product's narrow layout (tab bar, top bar, drawer) runs up to 768 px. */
export const isNarrow = (viewport: Viewport) => viewport.width <= 768;

let suiteBrowser: Browser | undefined;

/** One Chromium for the test file: launched before its tests, closed after them. Call it once, at the top. */
export function useBrowser(): void {
  beforeAll(async () => {
    suiteBrowser = await launchBrowser();
  });
  afterAll(async () => {
    await suiteBrowser?.close();
    suiteBrowser = undefined;
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/** The folder of the build the server under test serves. */
export function distDir(): string {
  return inject('distDir');
}

/** A fresh, isolated visitor: own storage, own service worker, clipboard allowed; `origin`: another road to the server (a slow proxy). */
export async function newVisitor(viewport: Viewport, { origin = baseUrl() } = {}): Promise<{ context: BrowserContext; page: Page }> {
  if (!suiteBrowser) throw new Error('newVisitor needs useBrowser() in the test file');
  const context = await suiteBrowser.newContext({
    baseURL: origin,
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile,
    hasTouch: viewport.isMobile,
    locale: 'mn-MN',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  waitForTheAppOnLoad(page);
  return { context, page };
}

/**
 * A prerendered page asks for the app's scripts only once it has painted (contract/app-start-script.ts),
 * often after its load event: a test that clicks right after `goto` would tap the server's HTML
 * before React has it, which does nothing (as for a person on a slow link). So `goto` and `reload`
 * that wait for the load event (the default) also wait until the app has taken the page over;
 * `waitUntil: 'commit'` is left as it is, for the tests of what happens before the app.
 */
export function waitForTheAppOnLoad(page: Page): void {
  const appStarted = () =>
    page.waitForFunction(() => {
      const root = document.getElementById('root');
      const heldScripts = document.querySelector('template[data-app-scripts]');
      return !root || !heldScripts || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    });
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil === undefined || options.waitUntil === 'load' || options.waitUntil === 'networkidle') await appStarted();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil === undefined || options.waitUntil === 'load' || options.waitUntil === 'networkidle') await appStarted();
    return response;
  };
}
