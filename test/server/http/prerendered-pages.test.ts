import { as } from '../helpers/as-user';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SSR_ENTRY_FILE, SSR_TEMPLATES_FILE } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listWarehouses, upsertPrices } from '../../../server/modules/warehouses/warehouse-repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { initialStateOf, servedBody } from '../helpers/served-page';

/*
 * The server renders the public screens with the build's server-side bundle and the current data.
 * A stand-in bundle here writes out what it was given and counts its renders, so the test sees
 * which data reached it and when a kept render is reused.
 */

const INDEX = '<!doctype html><html lang="mn"><head><title>Ачаа</title></head><body><div id="root"></div></body></html>';
const template = (path: string) => INDEX.replace('</head>', `<link rel="stylesheet" href="/assets/${path.slice(1) || 'home'}.css"></head>`);
const FAKE_RENDERER = `
let renders = 0;
export async function renderPage(path, state) {
  renders += 1;
  const title = path === '/calculate' ? 'Тооцоолуур <&> | Ачаа' : undefined;
  return { html: '<main data-renders="' + renders + '">' + path + ' ' + JSON.stringify(state) + '</main>', notFound: false, title };
}
export function isUnknownPath(path) {
  return !['/branch/2', '/profile'].includes(path);
}`;

let t: TestApp;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'achaa-prerender-'));
  mkdirSync(join(staticDir, '_ssr'));
  mkdirSync(join(staticDir, '_prerender'));
  for (const file of ['home', 'calculate', 'address', 'terms', 'about', 'not-found']) {
    writeFileSync(
      join(staticDir, '_prerender', `${file}.html`),
      INDEX.replace('<div id="root"></div>', '<div id="root" data-offline-copy><main>built</main></div>'),
    );
  }
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  writeFileSync(join(staticDir, SSR_ENTRY_FILE), FAKE_RENDERER);
  const templates = Object.fromEntries(['/', '/calculate', '/address', '/terms', '/about', '/404'].map((path) => [path, template(path)]));
  writeFileSync(join(staticDir, SSR_TEMPLATES_FILE), JSON.stringify(templates));
  t = await createTestApp({ staticDir });
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const rendersOf = (html: string) => Number(/data-renders="(\d+)"/.exec(html)?.[1]);

describe('pages rendered at serve time', () => {
  it('renders /calculate with the current prices, in its own template, and the same prices in the block', async () => {
    const body = await servedBody(t.app, '/calculate', 'no-cache');
    expect(body).toContain('<link rel="stylesheet" href="/assets/calculate.css">');
    expect(body).toContain('<div id="root"><main');
    // The screen's own title, escaped, in place of index.html's.
    expect(body).toContain('<title>Тооцоолуур &lt;&amp;&gt; | Ачаа</title>');
    expect(body).not.toContain('<title>Ачаа</title>');
    const state = initialStateOf(body);
    expect(state?.prices).toEqual({ kg: 3000, m3: 599, rate: 480, deliveryFee: 0 });
    expect(body).toContain(`/calculate ${JSON.stringify(state)}`.replace(/</g, '\\u003c'));
  });

  it('renders /address with the active warehouses', async () => {
    const response = await as(t.app).get('/address/');
    const state = initialStateOf(response.body);
    expect(state?.warehouses?.list.map((warehouse) => warehouse.id)).toEqual(
      (await listWarehouses(t.db, 1, 'ACTIVE')).map((warehouse) => warehouse.id),
    );
    // Two warehouses in the demo data: the list, no single receiving address.
    expect(state?.cargoAddress).toBeUndefined();
    expect(response.body).toContain('<link rel="stylesheet" href="/assets/address.css">');
    // A screen that names no title keeps index.html's.
    expect(response.body).toContain('<title>Ачаа</title>');
  });

  it('keeps a render while its data stays the same, and renders again as soon as staff change it', async () => {
    const first = rendersOf((await as(t.app).get('/calculate')).body);
    expect(rendersOf((await as(t.app).get('/calculate')).body)).toBe(first);
    await upsertPrices(t.db, 1, { kg: 3500, m3: 599, rate: 480 });
    const changed = await as(t.app).get('/calculate');
    expect(rendersOf(changed.body)).toBeGreaterThan(first);
    expect(initialStateOf(changed.body)?.prices?.kg).toBe(3500);
    expect(changed.body).toContain('"kg":3500');
  });

  it('renders the not-found screen with a 404 for an unknown address, and leaves other client routes to the browser', async () => {
    const unknown = await as(t.app, undefined, { headers: { accept: 'text/html' } }).get('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<main data-renders=');
    expect(unknown.body).toContain('/404 ');
    for (const url of ['/branch/2', '/profile']) {
      const client = await as(t.app, undefined, { headers: { accept: 'text/html' } }).get(url);
      expect(client.statusCode).toBe(200);
      expect(client.body).toContain('<div id="root"></div>');
      expect(initialStateOf(client.body)?.organization.id).toBe(1);
    }
  });

  it('keeps /index.html the generic shell (empty root) for the service worker, with the organisation', async () => {
    const response = await as(t.app).get('/index.html');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(initialStateOf(response.body)).toEqual({ organization: { id: 1, name: 'Ачаа Карго' } });
  });

  it('sends the service worker its copy of a page: the organisation rendered in and in the block, no data, marked as a copy', async () => {
    const body = await servedBody(t.app, '/_prerender/calculate.html', 'no-cache');
    expect(body).toContain('<div id="root" data-offline-copy><main');
    expect(body).toContain('/calculate {"organization":{"id":1,"name":"Ачаа Карго"}}');
    expect(initialStateOf(body)).toEqual({ organization: { id: 1, name: 'Ачаа Карго' } });
  });

  it('sends the copy of a screen that shows no other data unmarked: it is the page itself, hydrated as served', async () => {
    for (const file of ['home', 'terms', 'about', 'not-found']) {
      const body = await servedBody(t.app, `/_prerender/${file}.html`, 'no-cache');
      expect(body, file).toContain('<div id="root"><main');
      expect(body, file).not.toContain('data-offline-copy');
      expect(initialStateOf(body), file).toEqual({ organization: { id: 1, name: 'Ачаа Карго' } });
    }
    expect(await servedBody(t.app, '/_prerender/address.html', 'no-cache')).toContain('<div id="root" data-offline-copy><main');
  });

  it('never sends the server-side bundle', async () => {
    expect((await as(t.app).get(`/${SSR_ENTRY_FILE}`)).statusCode).toBe(404);
    expect((await as(t.app).get(`/${SSR_TEMPLATES_FILE}`)).statusCode).toBe(404);
  });
});
