/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { PRERENDERED_PAGES, prerenderedPage } from '../../contract/prerendered-pages';
import { isPublicApiRequest, NETWORK_WAIT_MS, PUBLIC_API_CACHE } from './public-api-routes';
import { savedAnswerPlugin } from './saved-answer-plugin';
import { copyWithPicture, isHtmlPage, keptPage, keptPageOf, pictureIsOld, SAVED_PAGES_CACHE } from './saved-pages';
import { listenForPush } from './push-events';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// The shell (index.html, every JS/CSS chunk, icons) comes from the build, so each route opens offline.
const manifest = self.__WB_MANIFEST;
// No directory index: `/` is the home screen's own page (the navigation route below), not the
// generic shell, index.html.
precacheAndRoute(manifest, { directoryIndex: '' });
cleanupOutdatedCaches();

/*
 * Navigations: each prerendered public screen gets its own page from the precache (the build's HTML,
 * without data), every other client route the generic shell; API paths must reach the network (or
 * fail) as themselves. Precache first rather than network first for the page itself: on a weak
 * link a network-first navigation costs a round trip and the whole HTML before anything paints,
 * while the precached page paints at once, matches this worker's precached scripts exactly (which
 * keeps the "Шинэчлэх" update flow simple), and holds no data that could be stale. The data comes as
 * on any visit: the persisted query cache first, then the network-first public API route below,
 * which says how old a saved copy is. Only a first visit (no worker yet) gets the server's page
 * rendered with the current data; later visits of a screen with data get the worker's copy with the
 * last picture of that data inside (./saved-pages.ts), so they paint it as soon as the first did.
 */
// Each precached file's path and revision (its URL where the URL itself is versioned).
const precacheRevisions = new Map(
  manifest.map((entry) =>
    typeof entry === 'string'
      ? [new URL(entry, self.location.href).pathname, entry]
      : [new URL(entry.url, self.location.href).pathname, entry.revision ?? entry.url],
  ),
);
const precached = new Set(precacheRevisions.keys());
const shellHandler = createHandlerBoundToURL('/index.html');
const pageHandlers = new Map(
  PRERENDERED_PAGES.filter((page) => precached.has(`/${page.file}`)).map((page) => [page.path, createHandlerBoundToURL(`/${page.file}`)]),
);
// A screen with data gets its copy with the last picture of its data inside (./saved-pages.ts).
const picturedPages = PRERENDERED_PAGES.filter((page) => page.showsData && precached.has(`/${page.file}`));
registerRoute(
  new NavigationRoute(
    (options) => {
      const page = prerenderedPage(options.url.pathname);
      const handler = pageHandlers.get(page?.path ?? '') ?? shellHandler;
      return page && picturedPages.includes(page)
        ? servePictured(page.path, `/${page.file}`, () => handler(options), options.event)
        : handler(options);
    },
    { denylist: [/^\/api\//] },
  ),
);

async function servePictured(path: string, copyFile: string, copy: () => Promise<Response>, event: ExtendableEvent): Promise<Response> {
  const revision = precacheRevisions.get(copyFile) ?? '';
  const pictures = await caches.open(SAVED_PAGES_CACHE);
  const kept = keptPageOf(await pictures.match(path), revision);
  // Taken after the answer, off the page's way.
  if (pictureIsOld(kept)) event.waitUntil(takePicture(pictures, path, copyFile, revision));
  return kept ?? copy();
}

async function takePicture(pictures: Cache, path: string, copyFile: string, revision: string): Promise<void> {
  try {
    // Without cookies: the page as anyone gets it, nothing of this visitor's own.
    const [copy, answer] = await Promise.all([
      matchPrecache(copyFile),
      fetch(path, { credentials: 'omit', headers: { accept: 'text/html' } }),
    ]);
    if (!copy || !isHtmlPage(answer)) return;
    const page = copyWithPicture(await copy.clone().text(), await answer.text());
    if (page) await pictures.put(path, keptPage(page, copy.headers, { revision, takenAt: Date.now() }));
  } catch {
    // Offline or refused: the next visit asks again.
  }
}

// Registering through the default router also answers the page's CACHE_URLS message, which is how
// the answers fetched before this worker took control get cached on the very first visit.
// Network first: a receiving address changed by staff must never be copied from an old copy while the
// network answers; the stored one is used only offline or after NETWORK_WAIT_MS, marked with its age.
registerRoute(
  ({ url }) => isPublicApiRequest(url, self.location.origin),
  new NetworkFirst({
    cacheName: PUBLIC_API_CACHE.name,
    networkTimeoutSeconds: NETWORK_WAIT_MS / 1000,
    // Public answers are the same whatever headers asked for them (the warm-up request has none).
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      savedAnswerPlugin,
      new ExpirationPlugin({
        maxEntries: PUBLIC_API_CACHE.maxEntries,
        maxAgeSeconds: PUBLIC_API_CACHE.maxAgeSeconds,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

listenForPush(self);

// registerType 'prompt': a new version waits until the user presses "Шинэчлэх" (workbox-window's messageSkipWaiting).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// A waiting version only activates after the user asked for it (or every tab closed), so taking
// control at once is safe; on the first install it lets the first visit's page be served offline.
clientsClaim();
