import { clientNetworkKey } from '../lib/client-network';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { INITIAL_STATE_ELEMENT_ID, NOT_FOUND_PAGE, PRERENDERED_PAGES, prerenderedPage, type InitialState } from '@contract';
import { organizationLookup } from '../modules/warehouses/warehouse-repository';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from './errors';
import { createParcelCheck } from '../modules/parcels/parcel-check';
import { loadPageRenderer, pageState } from './page-renderer';
import { answerPageSearch } from './page-search';

export interface StaticFilesOptions {
  root: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/**
 * The home page with a search's answer in it (a phone's parcels): this visitor's alone, never a
 * shared cache's copy of `/`. (The service worker never caches pages it did not precache, src/sw/sw.ts.)
 */
const NOT_STORED = 'private, no-store';
/** Files whose names never change between releases, so a browser must always revalidate them. */
const UNHASHED = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

export function cacheControlFor(relativePath: string): string {
  const path = relativePath.replace(/\\/g, '/').replace(/^\/+/, '');
  if (path.startsWith('assets/')) return IMMUTABLE;
  if (UNHASHED.has(path) || /^workbox-[\w-]+\.js$/.test(path)) return NO_CACHE;
  return 'public, max-age=3600';
}

/** `<` escaped so an organisation name can never close the script element it sits in. */
export function injectInitialState<Html extends string | Buffer>(html: Html, state: InitialState): Html {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${INITIAL_STATE_ELEMENT_ID}">${json}</script>`;
  // Found once, and a page put together as UTF-8 (a search's) stays bytes: no second encoding of it.
  const at = html.indexOf('</head>');
  if (typeof html === 'string') return (at < 0 ? `${block}${html}` : `${html.slice(0, at)}${block}${html.slice(at)}`) as Html;
  const bytes = Buffer.from(block);
  return Buffer.concat(at < 0 ? [bytes, html] : [html.subarray(0, at), bytes, html.subarray(at)]) as Html;
}

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) return false;
  // A client route has no file extension; a missing file (favicon.png) should stay a 404.
  return !/\.[a-z0-9]+$/i.test(path) || (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built PWA from the API's origin: hashed assets cached for a year, everything with a
 * fixed name revalidated, and a page (with the initial state) for every client route: the public
 * screens (and the not-found screen) rendered with the current data by the build's server-side
 * bundle, index.html for the others.
 */
export const staticFilesPlugin = fp<StaticFilesOptions>(
  async (app: FastifyInstance, { root }) => {
    const directory = resolve(root);
    const indexPath = join(directory, 'index.html');
    if (!existsSync(indexPath)) {
      app.log.warn({ directory }, 'No built PWA (index.html) here: serving the API only');
      app.setNotFoundHandler(sendNotFound);
      return;
    }
    const indexHtml = readFileSync(indexPath, 'utf8');
    const renderer = await loadPageRenderer(directory, app.log);
    const check = createParcelCheck(app.ctx);
    const organizationOf = organizationLookup(app.ctx.database, app.ctx.organizationId);

    const searchOf = async (request: FastifyRequest, query: string) =>
      renderer ? answerPageSearch(check, clientNetworkKey(request.ip), query, request.log) : undefined;

    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const [requested = '/', query = ''] = request.url.split('?');
      // /index.html is the generic shell (an empty root) the service worker precaches for every
      // client route it has no page of its own for; `/` is the home screen, rendered.
      const shellOnly = requested === '/index.html';
      const path = shellOnly ? '/' : (prerenderedPage(requested)?.path ?? requested);
      const state = await pageState(app.ctx.db, organizationOf, path);
      // Only with the app's HTML to show it in: the generic shell runs a link's search itself once up.
      const search = path === '/' && !shellOnly ? await searchOf(request, query) : undefined;
      if (state && search) state.search = search;
      const page = (shellOnly ? null : await renderer?.render(path, state)) ?? { html: indexHtml, status: 200 };
      const html = state ? injectInitialState(page.html, state) : page.html;
      return reply
        .code(page.status)
        .header('cache-control', search ? NOT_STORED : NO_CACHE)
        .type('text/html; charset=utf-8')
        .send(html);
    };

    await app.register(fastifyStatic, {
      root: directory,
      index: false,
      cacheControl: false,
      // The build's brotli and gzip copies of the hashed assets (vite.precompress.ts), sent as they
      // are: smaller than compressing on the fly can afford to make them.
      preCompressed: true,
      // A directory (`/assets/`) is not a file: our 404 (or the app for a client route), not send's 403.
      // The server-side bundle (_ssr/) is this server's own, never sent.
      // Normalised first: `//_ssr/…`, `/./_ssr/…` and `/assets/../_ssr/…` name the same file.
      allowedPath: (pathname) => !pathname.endsWith('/') && !isServerBundlePath(pathname),
      setHeaders: (response, filePath) => {
        response.setHeader('cache-control', cacheControlFor(filePath.slice(directory.length)));
        // Which copy was sent depends on Accept-Encoding: a shared cache must keep them apart.
        response.setHeader('vary', 'accept-encoding');
      },
    });
    // The service worker precaches these (vite.prerender.ts): like index.html, they carry the
    // organisation, rendered in when the build's bundle is here, so they work offline as they are.
    for (const page of [...PRERENDERED_PAGES, NOT_FOUND_PAGE]) {
      const filePath = join(directory, page.file);
      if (!existsSync(filePath)) continue;
      const builtCopy = readFileSync(filePath, 'utf8');
      app.get(`/${page.file}`, async (_request, reply) => {
        const organization = await organizationOf();
        const state = organization ? { organization } : null;
        const copy = (await renderer?.renderOfflineCopy(page, state)) ?? builtCopy;
        return reply
          .header('cache-control', NO_CACHE)
          .type('text/html; charset=utf-8')
          .send(state ? injectInitialState(copy, state) : copy);
      });
    }
    app.get('/', sendIndex);
    app.get('/index.html', sendIndex);
    app.setNotFoundHandler((request, reply) => (wantsPage(request) ? sendIndex(request, reply) : sendNotFound(request, reply)));
  },
  { name: 'static-files', dependencies: ['errors'] },
);

/** Whether a request path, once `.`, `..` and repeated slashes are resolved, lies in the server bundle (_ssr/). */
export function isServerBundlePath(pathname: string): boolean {
  return posix.normalize(`/${pathname}`).split('/').includes('_ssr');
}
