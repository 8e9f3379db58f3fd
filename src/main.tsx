import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/styles/global.css';
import { HELD_SUBMIT_ATTRIBUTE } from '@contract/early-input';
import { OFFLINE_COPY_ATTRIBUTE } from '@contract/prerendered-pages';
import { STARTUP_MARKS } from '@contract/startup-marks';
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

performance.mark(STARTUP_MARKS.start);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Without the server's injected block (Vite dev server, a page from the service worker's cache) the
// organisation comes from the API; screens that need it wait for the same promise, so a failure here is theirs to show.
ensureOrganization().catch(() => undefined);

// A search tapped before now is waiting: the request the page's guard sent at the tap goes into the
// query cache (src/features/parcel-lookup/held-search.ts: a chunk of its own, off the first paint's
// budget; a submit is held only under the service worker, which has it at hand), and the app renders
// only after that, so that its own submit of the search finds it rather than asks a second time.
// Otherwise the first call (a search, a login) finds the API client loaded when the page was idle.
const heldSearchSent = document.documentElement.hasAttribute(HELD_SUBMIT_ATTRIBUTE)
  ? // Should it fail to load, the app's own submit of the search still goes.
    import('@/features/parcel-lookup/held-search').then(({ sendHeldSearch }) => sendHeldSearch(queryClient)).catch(() => undefined)
  : undefined;
if (!heldSearchSent) whenIdle(warmApiClient);

const initialState = readInitialState();
// The answers the server rendered this page from: the first render must see exactly them.
seedInitialAnswers(queryClient, initialState);

/*
 * The service worker's copy of a screen rendered without its data (a repeat visit of /address or
 * /calculate): what that screen shows is the saved cache, so it is restored before the screen is
 * rendered afresh over the copy, which then paints with its data at once. Restored only after the
 * first render, the list came a render later and the repeat visit painted its largest part later
 * than the first visit, whose page the server rendered with the data. Elsewhere the restore waits
 * for the provider's effect (src/app/query-persistence.tsx), after the first render.
 */
const savedCacheRestored = root.hasAttribute(OFFLINE_COPY_ATTRIBUTE)
  ? import('@/app/query-persister').then(({ restorePersisted }) => restorePersisted(queryClient)).catch(() => undefined)
  : undefined;

/*
 * Three ways to start (contract/prerendered-pages.ts):
 * - the server rendered this page with the data in its initial-state block, in Mongolian, the
 *   language of its HTML: hydrate it, once the route's code and loader are ready, so the first
 *   render is that very screen rather than the router's pending state. The service worker's copy of a screen that shows no data beyond the organisation is that same
 *   page, so it is hydrated too;
 * - the service worker's copy of a screen rendered without its data (its data parts stand in, and
 *   its root is marked), or another language: render afresh over it, also once the route is ready,
 *   so the screen never blinks;
 * - the generic shell (an empty #root): render as soon as the router is built; English waits for its catalogue only then.
 *
 * The page is on screen already, so the start is cut into tasks, each short enough for a tap in
 * between (docs/quality.md, "Hydration that yields"): the modules' evaluation ends here, the router
 * is built in a task of its own, and hydration runs inside a transition, which React renders in
 * slices of about 5 ms (a tap on a part not yet hydrated hydrates it at once and is then replayed).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start(root: HTMLElement) {
  await nextTask();
  const router = createAppRouter();
  // Loaded from the device alongside the router's build (held only under the service worker).
  await heldSearchSent;
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  await nextTask();
  // The first read of local storage opens it, which takes a while on a slow phone: a task of its own too.
  const locale = readStoredLocale();
  const prerendered = root.firstElementChild !== null;
  const hydratable = prerendered && initialState !== null && !root.hasAttribute(OFFLINE_COPY_ATTRIBUTE);
  if (hydratable && locale === 'mn') {
    await router.load().catch(() => undefined);
    await nextTask();
    performance.mark(STARTUP_MARKS.hydrate);
    startTransition(() => void hydrateRoot(root, app));
    return;
  }
  if (prerendered || locale !== 'mn') {
    // The route's loader then finds the saved answers (and refreshes them as it would any cached data).
    await savedCacheRestored;
    await Promise.all([initLocale(), prerendered ? router.load() : undefined]).catch(() => undefined);
    // From just before the fresh render until it replaces the fields: what was typed into them.
    keepTextTypedBefore(root);
  }
  performance.mark(STARTUP_MARKS.hydrate);
  // Over a painted screen (the worker's copy, another language), rendered in slices as hydration is:
  // the screen stays as it is until the commit, and taps go through meanwhile (one 130–150 ms task at 4× CPU under a profiler on /address's copy otherwise).
  if (prerendered) startTransition(() => createRoot(root).render(app));
  else createRoot(root).render(app);
}

void start(root);
