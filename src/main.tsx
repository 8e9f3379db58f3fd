import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/styles/global.css';
import { HELD_SUBMIT_ATTRIBUTE } from '@contract/early-input';
import { OFFLINE_COPY_ATTRIBUTE } from '@contract/prerendered-pages';
import { App } from '@/app/app';
import { queryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { seedInitialAnswers } from '@/data/initial-answers';
import { ensureOrganization } from '@/data/organization/ensure-organization';
import { initLocale, readStoredLocale } from '@/i18n/i18n';
import { warmApiClient } from '@/lib/http';
import { readInitialState } from '@/lib/initial-state';
import { keepTextTypedBefore } from '@/lib/typed-before-render';
import { whenIdle } from '@/lib/when-idle';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Without the server's injected block (Vite dev server, a page from the service worker's cache) the
// organisation comes from the API; screens that need it wait for the same promise, so a failure here is theirs to show.
ensureOrganization().catch(() => undefined);

// A search tapped before now is waiting: its request needs the API client, so fetch it alongside
// the route's code rather than after. Otherwise the first call (a search, a login) finds it loaded.
if (document.documentElement.hasAttribute(HELD_SUBMIT_ATTRIBUTE)) warmApiClient();
else whenIdle(warmApiClient);

const initialState = readInitialState();
// The answers the server rendered this page from: the first render must see exactly them.
seedInitialAnswers(queryClient, initialState);

const router = createAppRouter();
const app = (
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>
);

/*
 * Three ways to start (contract/prerendered-pages.ts):
 * - the server rendered this page with the data in its initial-state block, in Mongolian, the
 *   language of its HTML: hydrate it, once the route's code and loader are ready, so the first
 *   render is that very screen rather than the router's pending state. The service worker's copy of a screen that shows no data beyond the organisation is that same
 *   page, so it is hydrated too;
 * - the service worker's copy of a screen rendered without its data (its data parts stand in, and
 *   its root is marked), or another language: render afresh over it, also once the route is ready,
 *   so the screen never blinks;
 * - the generic shell (an empty #root): render at once; English waits for its catalogue only then.
 */
const prerendered = root.firstElementChild !== null;
const hydratable = prerendered && initialState !== null && !root.hasAttribute(OFFLINE_COPY_ATTRIBUTE);
const locale = readStoredLocale();
if (hydratable && locale === 'mn') {
  void router.load().finally(() => hydrateRoot(root, app));
} else if (prerendered || locale !== 'mn') {
  void Promise.all([initLocale(), prerendered ? router.load() : undefined]).finally(() => {
    keepTextTypedBefore(root);
    createRoot(root).render(app);
  });
} else {
  createRoot(root).render(app);
}
