import { Workbox } from 'workbox-window';
import { offerUpdate } from './update-state';

/** An app left open (an installed PWA can stay open for days) still hears about new versions. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** Coming back to the tab checks too, but switching back and forth must not hammer the server. */
const MIN_UPDATE_CHECK_GAP_MS = 10 * 60 * 1000;

/**
 * The API answers this page fetched before the service worker controlled it. Only the worker
 * decides which of them it keeps (public ones); everything else in the list is ignored there.
 */
function apiUrlsFetchedSoFar(): string[] {
  const apiRoot = new URL('/api/', location.origin).href;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(apiRoot));
  return [...new Set(urls)];
}

function scheduleUpdateChecks(workbox: Workbox): void {
  let lastCheck = Date.now();
  const check = () => {
    if (!navigator.onLine || Date.now() - lastCheck < MIN_UPDATE_CHECK_GAP_MS) return;
    lastCheck = Date.now();
    // A failed check (server restarting, captive portal) just waits for the next one.
    workbox.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/** Fetches what the offline screens need; run while the worker controls the page so it is cached. */
export type PrepareOffline = () => Promise<void>;

/**
 * The page's one link to the service worker (registerType 'prompt'): registers it, offers a
 * waiting version to the update toast, reloads once the new version takes over, and makes sure
 * the offline screens' data is cached from the first visit on.
 */
export function registerServiceWorker(prepareOffline: PrepareOffline): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  const controlledAtStart = navigator.serviceWorker.controller !== null;
  // Not workbox's `isUpdate`: that only says whether the page was controlled when it registered.
  let controlled = controlledAtStart;
  const refreshOfflineData = () => {
    if (navigator.onLine) prepareOffline().catch(() => undefined);
  };

  workbox.addEventListener('waiting', () => {
    offerUpdate(() => workbox.messageSkipWaiting());
  });
  workbox.addEventListener('controlling', () => {
    // An update (accepted here or in another tab) replaced the cached shell: old chunks are gone.
    if (controlled) {
      window.location.reload();
      return;
    }
    controlled = true;
    // First install: the answers this page got before the worker existed are handed over, then
    // what the other screens need is fetched through it.
    void workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: apiUrlsFetchedSoFar() } }).finally(refreshOfflineData);
  });

  workbox
    .register()
    .then(() => {
      scheduleUpdateChecks(workbox);
      if (controlledAtStart) refreshOfflineData();
    })
    .catch((error: unknown) => console.warn('service worker registration failed', error));
}
