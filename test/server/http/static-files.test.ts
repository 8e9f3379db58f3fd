import { as } from '../helpers/as-user';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectInitialState } from '../../../server/plugins/static-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { initialStateOf, servedBody } from '../helpers/served-page';

let t: TestApp;
let staticDir: string;
const INDEX = '<!doctype html><html lang="mn"><head><title>Ачаа</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'achaa-static-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  writeFileSync(join(staticDir, 'assets', 'index-B4x9Qz.js'), 'console.log("app")');
  writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(staticDir, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js")');
  writeFileSync(join(staticDir, 'workbox-5a3c7f.js'), '/* workbox */');
  writeFileSync(join(staticDir, 'manifest.webmanifest'), '{"name":"Ачаа"}');
  writeFileSync(join(staticDir, 'robots.txt'), 'User-agent: *');
  t = await createTestApp({ staticDir });
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('serving the PWA', () => {
  it('caches hashed assets for a year, immutably', async () => {
    expect(await servedBody(t.app, '/assets/index-B4x9Qz.js', 'public, max-age=31536000, immutable')).toBe('console.log("app")');
  });

  it.each(['/sw.js', '/registerSW.js', '/workbox-5a3c7f.js', '/manifest.webmanifest'])('revalidates %s every time', async (url) => {
    const response = await as(t.app).get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves index.html with the initial state injected just before </head>, never cached', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await as(t.app).get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(initialStateOf(response.body)).toEqual({ organization: { id: 1, name: 'Ачаа Карго' } });
    }
  });

  it('answers client routes with index.html', async () => {
    for (const url of ['/profile', '/branch/2', '/profile/order?status=SENT', '/no/such/page']) {
      const response = await as(t.app, undefined, { headers: { accept: 'text/html' } }).get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(initialStateOf(response.body)).not.toBeNull();
    }
  });

  it('never falls back for /api, missing assets or non-GET requests', async () => {
    const api = await as(t.app, undefined, { headers: { accept: 'text/html' } }).get('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 404, message: 'Хуудас олдсонгүй' });
    expect((await as(t.app).get('/assets/missing-123.js')).statusCode).toBe(404);
    expect((await as(t.app).get('/favicon-missing.png')).statusCode).toBe(404);
    expect((await as(t.app).post('/profile', {})).statusCode).toBe(404);
  });

  it('serves other files with a short cache', async () => {
    const response = await as(t.app).get('/robots.txt');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the CSP with the page', async () => {
    const response = await as(t.app).get('/');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('injectInitialState', () => {
  it('escapes < so a name cannot close the script element', () => {
    const html = injectInitialState(INDEX, { organization: { id: 1, name: '</script><script>alert(1)</script>' } });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(initialStateOf(html)?.organization.name).toBe('</script><script>alert(1)</script>');
  });
});
