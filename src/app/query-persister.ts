import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { defaultShouldDehydrateQuery, dehydrate, onlineManager, type Query, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { PERSIST_MAX_AGE_MS, QUERY_CACHE_STORAGE_KEY } from '@/data/query-cache';
import { isPersistedKey } from '@/data/query-keys';
import { APP_VERSION } from './app-version';

/**
 * Only successful answers (failed or pending queries would restore as errors and spinners), and
 * only of the key families data/query-keys.ts keeps: public data and the signed-in user's.
 */
export function shouldDehydrateQuery(query: Query): boolean {
  return defaultShouldDehydrateQuery(query) && isPersistedKey(query.queryKey);
}

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: createSyncStoragePersister({ storage: window.localStorage, key: QUERY_CACHE_STORAGE_KEY }),
  maxAge: PERSIST_MAX_AGE_MS,
  // A new build may shape its data differently: its first start begins with an empty cache.
  buster: APP_VERSION,
  dehydrateOptions: {
    shouldDehydrateQuery,
    // Mutations are not kept: a paused one belongs to whoever was signed in when it was made.
    shouldDehydrateMutation: () => false,
  },
};

/**
 * Offline, a fetch that started before the restore (a route loader's) would wait for the network
 * even though its answer just came from storage. Cancelling with revert settles it with that
 * answer: setQueryData first makes the restored state the one the cancel reverts to.
 */
function settleWaitingFetches(queryClient: QueryClient): void {
  if (onlineManager.isOnline()) return;
  for (const query of queryClient.getQueryCache().getAll()) {
    const { data, dataUpdatedAt, fetchStatus } = query.state;
    if (fetchStatus === 'idle' || data === undefined) continue;
    queryClient.setQueryData(query.queryKey, data, { updatedAt: dataUpdatedAt });
    void queryClient.cancelQueries({ queryKey: query.queryKey, exact: true }, { revert: true });
  }
}

/** The persister's own format, written at once (it writes at most once a second). */
function saveNow(queryClient: QueryClient): void {
  const saved: PersistedClient = {
    buster: APP_VERSION,
    timestamp: Date.now(),
    clientState: dehydrate(queryClient, persistOptions.dehydrateOptions),
  };
  try {
    localStorage.setItem(QUERY_CACHE_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Full or disabled storage: the next start simply fetches again.
  }
}

const restores = new WeakMap<QueryClient, Promise<void>>();

/**
 * The saved cache put into `queryClient` (dropped when too old or from another version), once per
 * client: the start-up may ask for it before the first render (src/main.tsx, a screen's copy
 * rendered without its data), and the provider asks again after it.
 */
export function restorePersisted(queryClient: QueryClient): Promise<void> {
  let restored = restores.get(queryClient);
  if (!restored) {
    // An unreadable saved cache is discarded by the restore itself; the app then starts empty.
    restored = persistQueryClientRestore({ ...persistOptions, queryClient }).catch(() => undefined);
    restores.set(queryClient, restored);
  }
  return restored;
}

/**
 * What PersistQueryClientProvider does, callable from a lazily loaded chunk: restore the saved
 * cache, then save on every change, and once more when the page goes away, so a reload within the
 * persister's second never restores older data. Resolves to the function that stops saving.
 */
export async function restoreAndPersist(queryClient: QueryClient): Promise<() => void> {
  const options = { ...persistOptions, queryClient };
  await restorePersisted(queryClient);
  settleWaitingFetches(queryClient);
  const unsubscribe = persistQueryClientSubscribe(options);
  const onPageHide = () => saveNow(queryClient);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', onPageHide);
  };
}
