import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import type { Browser } from 'playwright-core';
import { brotliAtBest, gzipAtBest } from '../../../vite.precompress';

/** Lighthouse's default mobile screen (Moto G Power), so the copy shows what Lighthouse sees. */
const LIGHTHOUSE_MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * The home screen as plain HTML: rendered by the app, then every script, module preload and the
 * manifest removed and each stylesheet inlined. It is the fastest page that could look the same,
 * the yardstick our LCP is compared with.
 */
export async function captureStaticCopy(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext({ ...LIGHTHOUSE_MOBILE, locale: 'mn-MN', serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor({ state: 'visible' });
    return await page.evaluate(async () => {
      for (const link of [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]) {
        const style = document.createElement('style');
        style.textContent = await fetch(link.href).then((response) => response.text());
        link.replaceWith(style);
      }
      document.querySelectorAll('script, link[rel="modulepreload"], link[rel="manifest"]').forEach((element) => element.remove());
      return `<!doctype html>\n${document.documentElement.outerHTML}`;
    });
  } finally {
    await context.close();
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.js': 'text/javascript; charset=utf-8',
};

export interface StaticCopyServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the copy at `/` and the build's files (images, fonts) beside it, compressed as the build
 * compresses the assets our server sends (vite.precompress.ts): brotli at its best where the browser
 * takes it, else gzip. The floor's build and the copy itself have no such copies, so each body is
 * compressed here, once, and kept: brotli's best takes about a second for the framework's chunk.
 * `distDir` may be several folders, searched in turn (the floor app's scripts beside our images).
 * `immutableAssets`: the build's hashed `/assets/` files cached for a year, as our server sends them
 * (the floor app's repeat visit finds its scripts in the HTTP cache).
 */
export async function serveStaticCopy(
  html: string,
  distDir: string | string[],
  options: { immutableAssets?: boolean } = {},
): Promise<StaticCopyServer> {
  const roots = (Array.isArray(distDir) ? distDir : [distDir]).map((dir) => resolve(dir));
  const compressed = new Map<string, Buffer>();
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    const send = (body: Buffer, type: string, cacheable = false) => {
      const compressible = /^(?:text\/|image\/svg|application\/json)/.test(type);
      const key = `${encoding} ${path}`;
      let encoded = body;
      if (encoding && compressible) {
        encoded = compressed.get(key) ?? (encoding === 'br' ? brotliAtBest(body) : gzipAtBest(body));
        compressed.set(key, encoded);
      }
      response.writeHead(200, {
        'content-type': type,
        'cache-control': cacheable ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...(encoded !== body ? { 'content-encoding': encoding } : {}),
      });
      response.end(encoded);
    };
    if (path === '/') return send(Buffer.from(html), 'text/html; charset=utf-8');
    const files = roots.map((root) => ({ root, file: resolve(join(root, decodeURIComponent(path))) }));
    const type = CONTENT_TYPES[extname(path)];
    if (!type || files.some(({ root, file }) => !file.startsWith(root + sep))) {
      response.writeHead(404).end();
      return;
    }
    firstReadable(files.map(({ file }) => file)).then(
      (body) => send(body, type, options.immutableAssets === true && path.startsWith('/assets/')),
      () => response.writeHead(404).end(),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('static copy server has no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function firstReadable(files: string[]): Promise<Buffer> {
  for (const file of files) {
    try {
      return await readFile(file);
    } catch {
      // Not in this folder: the next one.
    }
  }
  throw new Error('not found');
}
