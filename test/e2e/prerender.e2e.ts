import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_SCRIPTS_ATTRIBUTE, APP_START_SCRIPT } from '@contract/app-start-script';
import { prerenderedPage, type Currency, type WarehouseList, type WarehousePricesResponse } from '@contract';
import { SAVED_PAGES_CACHE } from '@/sw/saved-pages';
import { getJson } from './support/api';
import { baseUrl, newVisitor, useBrowser, VIEWPORTS, type Viewport } from './support/browser';
import { tugrik } from './support/format';

/*
 * The public screens arrive as real HTML (prerendered at build time, rendered with the current data
 * by the server) and the app takes them over without a hydration mismatch: React 19 reports one as
 * a console error (a recoverable error), which fails these tests, as does any other console error.
 */

const ORGANIZATION_ID = 1;

type Data = { currency: Currency; warehouses: WarehouseList['list'] };

/** What each page's HTML must hold before any script runs, worded as the screens word it. */
const PAGES: { path: string; texts: (data: Data) => string[]; html?: string[] }[] = [
  { path: '/', texts: () => ['Хурдан шуурхай, найдвартай, аюулгүй тээвэр', 'Ачаа шалгах', 'Утасны дугаар'] },
  {
    path: '/calculate',
    texts: ({ currency }) => ['Тээврийн хөлс тооцоолох', 'Өргөн (см)', tugrik(currency.kg), `¥${currency.m3}`],
    html: ['name="widthCm"', 'name="weightKg"'],
  },
  { path: '/address', texts: ({ warehouses }) => ['Хятад дахь агуулахын хаяг', ...warehouses.map((warehouse) => warehouse.name)] },
  { path: '/terms', texts: () => ['Үйлчилгээний нөхцөл', 'Үндсэн нөхцөл'] },
  { path: '/about', texts: () => ['Бидний тухай', 'Ачаа Карго'] },
];

/** The HTML as a client without JavaScript gets it, tags taken out so texts split by elements read whole. */
async function rawPage(path: string): Promise<{ status: number; html: string; text: string }> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
  return { status: response.status, html, text: root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

/** Every console error and uncaught error of the page, hydration mismatches included. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** A fresh visitor at `viewport` through `visit`, which must end without a console error, a page error or a hydration mismatch. */
async function withoutErrors(viewport: Viewport, visit: (page: Page) => Promise<void>) {
  const { context, page } = await newVisitor(viewport);
  const errors = collectErrors(page);
  try {
    await visit(page);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

/** React has taken over #root (hydrated or rendered) and the screen's heading is on it. */
async function waitForApp(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Recoverable errors are reported after the hydration commit; let the page settle.
  await page.waitForLoadState('networkidle');
}

let data: Data;
beforeAll(async () => {
  const { currency } = (await getJson<WarehousePricesResponse>(`/api/warehouse/${ORGANIZATION_ID}`)).data;
  const warehouses = (await getJson<WarehouseList>(`/api/warehouse?orgId=${ORGANIZATION_ID}&state=ACTIVE`)).list;
  data = { currency, warehouses };
});

describe('prerendered HTML, before any JavaScript', () => {
  it.each(PAGES)('$path holds its screen, with the current data', async ({ path, texts, html: markup = [] }) => {
    const page = await rawPage(path);
    expect(page.status).toBe(200);
    for (const text of texts(data)) expect(page.text, text).toContain(text);
    for (const fragment of markup) expect(page.html).toContain(fragment);
    // Its styles are written into it, so it paints styled before any script or style sheet arrives.
    expect(page.html).toMatch(/<style>[^<]{200,}<\/style>/);
    // The only sheet links left are the disabled ones the browser does not fetch (vite.prerender.ts).
    expect(page.html.match(/<link rel="stylesheet"[^>]*>/g)?.filter((link) => !link.endsWith(' disabled>')) ?? []).toEqual([]);
    expect(page.html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css" disabled>/);
    // Nothing of the app is requested before the paint: its tags (and the manifest's) wait, inert, for the start script.
    const held = new RegExp(`<template ${APP_SCRIPTS_ATTRIBUTE}>([\\s\\S]*?)</template>`).exec(page.html);
    expect(held?.[1]).toMatch(
      /^<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>(<link rel="modulepreload"[^>]+>)+<link rel="manifest" href="\/manifest\.webmanifest">/,
    );
    const outside = page.html.replace(held?.[0] ?? '', '');
    expect(outside).not.toMatch(/<script[^>]+src=|<link rel="modulepreload"|<link rel="manifest"/);
    expect(outside).toContain(`<script>${APP_START_SCRIPT}</script>`);
  });

  it('answers an unknown address with the not-found screen and a 404', async () => {
    const page = await rawPage('/no/such/page');
    expect(page.status).toBe(404);
    expect(page.text).toContain('Хуудас олдсонгүй');
  });

  it('keeps the server-side bundle to the server', async () => {
    expect((await fetch(`${baseUrl()}/_ssr/entry-server.js`)).status).toBe(404);
  });
});

useBrowser();

describe.each(VIEWPORTS)('hydration at $width px', (viewport) => {
  it.each(PAGES)('hydrates $path on a first visit without an error', ({ path, texts }) =>
    withoutErrors(viewport, async (page) => {
      const sheetsFetched: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') sheetsFetched.push(new URL(request.url()).pathname);
      });
      const response = await page.goto(path);
      // The server's page, rendered with the current data: no service worker yet.
      expect(response?.fromServiceWorker()).toBe(false);
      const html = (await response?.text()) ?? '';
      const servedTitle = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      await waitForApp(page);
      for (const text of texts(data)) await page.locator('main').getByText(text, { exact: false }).first().waitFor();
      // The sheets written into the page are not fetched again by the route's code as it starts (each
      // restyled the whole page in one long task).
      const inlined = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map((match) => match[1]);
      expect(inlined.length).toBeGreaterThan(0);
      expect(sheetsFetched.filter((sheet) => inlined.includes(sheet))).toEqual([]);
      // The HTML already named the screen as the app does once it runs (the tab, a bookmark, a search result).
      expect(await page.title()).toBe(servedTitle);
      // The app's scripts were asked for only once the page had painted.
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(paint).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(1);
      for (const requested of scripts) expect(requested).toBeGreaterThanOrEqual(paint ?? Infinity);
    }),
  );

  it('renders a visitor who chose English afresh over the Mongolian HTML, without an error', () =>
    withoutErrors(viewport, async (page) => {
      await page.context().addInitScript(() => localStorage.setItem('locale', 'en'));
      await page.goto('/calculate');
      await page.getByRole('heading', { level: 1, name: 'Calculate the transport fee' }).waitFor();
      await page.locator('main').getByText(tugrik(data.currency.kg)).first().waitFor();
      expect(await page.locator('main').getByText('Тээврийн хөлс тооцоолох').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    }));

  it('opens every prerendered page from the warm service worker without an error', () =>
    withoutErrors(viewport, async (page) => {
      await page.goto('/');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      // Whether React emptied #root to render afresh (createRoot) or took over its HTML (hydrateRoot).
      await page.addInitScript(() => {
        new MutationObserver((records) => {
          const root = document.getElementById('root');
          if (records.some((record) => record.target === root && record.removedNodes.length > 0)) {
            (window as { rootEmptied?: boolean }).rootEmptied = true;
          }
        }).observe(document, { childList: true, subtree: true });
      });
      for (const { path } of PAGES) {
        const response = await page.goto(path);
        // The worker's own copy of this page (not the generic shell with an empty root), then the app over it.
        expect(response?.fromServiceWorker(), path).toBe(true);
        const showsData = prerenderedPage(path)?.showsData;
        // A copy without its data is marked and rendered afresh; any other is the page itself, hydrated.
        expect(await response?.text(), path).toMatch(showsData ? /<div id="root" data-offline-copy><.+<h1/s : /<div id="root"><.+<h1/s);
        await waitForApp(page);
        expect(await page.evaluate(() => (window as { rootEmptied?: boolean }).rootEmptied === true), path).toBe(showsData);
      }
      // Any other client route: the generic shell, an empty root the app renders into.
      const [warehouse] = data.warehouses;
      if (!warehouse) throw new Error('the demo data has no warehouse');
      const branch = await page.goto(`/branch/${warehouse.id}`);
      expect(branch?.fromServiceWorker()).toBe(true);
      expect(await branch?.text()).toContain('<div id="root"></div>');
      await waitForApp(page);
      // The calculator shows the current prices: the persisted cache, then the network.
      await page.goto('/calculate');
      await page.getByText(tugrik(data.currency.kg)).first().waitFor();
    }));

  it('paints the screens with data from the worker with the data of the last visit, before any script, then renders afresh over it', () =>
    withoutErrors(viewport, async (page) => {
      await page.goto('/');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      const expected: Record<string, string[]> = {
        '/address': data.warehouses.map((warehouse) => warehouse.name),
        '/calculate': [tugrik(data.currency.kg), `¥${data.currency.m3}`],
      };
      for (const [path, texts] of Object.entries(expected)) {
        // The first visit the worker serves: its bare copy, and the picture is taken after it.
        const bare = await (await page.goto(path))?.text();
        for (const text of texts) expect(bare, `${path} before any picture`).not.toContain(text);
        await waitForApp(page);
        await page.waitForFunction(
          async ({ cacheName, picturePath }) => (await (await caches.open(cacheName)).match(picturePath)) !== undefined,
          { cacheName: SAVED_PAGES_CACHE, picturePath: path },
          { timeout: 15_000 },
        );
        const pictured = await page.goto(path);
        expect(pictured?.fromServiceWorker(), path).toBe(true);
        const html = (await pictured?.text()) ?? '';
        const root = /<div id="root" data-offline-copy>([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
        for (const text of texts) expect(root.replace(/<[^>]+>/g, ''), path).toContain(text);
        // The worker's own page around it: its held scripts, and only the organisation in its state.
        expect(html).toContain(`<template ${APP_SCRIPTS_ATTRIBUTE}>`);
        expect(html).not.toContain('"warehouses"');
        await waitForApp(page);
        for (const text of texts) await page.locator('main').getByText(text).first().waitFor();
      }
    }));
});

describe('the start of the app after the first paint', () => {
  it('starts it all the same when no paint is ever reported (a page kept hidden)', () =>
    withoutErrors(VIEWPORTS[0] as Viewport, async (page) => {
      // A PerformanceObserver that never says anything: the start script's paint signal never comes.
      await page.addInitScript(() => {
        class Silent {
          static supportedEntryTypes = ['paint'];
          observe() {}
          disconnect() {}
        }
        Object.defineProperty(window, 'PerformanceObserver', { value: Silent });
      });
      await page.goto('/');
      await waitForApp(page);
      // Asked for 3 s after the load event, the fallback's wait.
      const { load, requested } = await page.evaluate(() => ({
        load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
        requested: Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
            .map((entry) => entry.startTime),
        ),
      }));
      expect(requested).toBeGreaterThanOrEqual(load + 3000);
    }));
});
