import { isUserKey } from './query-keys';

/** Where the persisted react-query cache lives in local storage (app/query-persister.ts writes it). */
export const QUERY_CACHE_STORAGE_KEY = 'achaa-query-cache';

/** Lookups and public data are kept this long for offline use (several days). */
export const PERSIST_MAX_AGE_MS = 5 * 24 * 60 * 60 * 1000;

type StoredQuery = { queryKey?: unknown };
type StoredCache = { clientState?: { queries?: StoredQuery[] } };

/**
 * Rewrites the persisted cache without the user's queries, synchronously: the persister only
 * writes after its throttle, and a shared phone must not keep the last customer's data meanwhile.
 */
export function removeUserQueriesFromStorage(storage: Storage = localStorage): void {
  try {
    const raw = storage.getItem(QUERY_CACHE_STORAGE_KEY);
    if (!raw) return;
    const cache = JSON.parse(raw) as StoredCache;
    const queries = cache.clientState?.queries;
    if (!Array.isArray(queries)) return;
    storage.setItem(
      QUERY_CACHE_STORAGE_KEY,
      JSON.stringify({ ...cache, clientState: { ...cache.clientState, queries: queries.filter((query) => !isUserKey(query.queryKey)) } }),
    );
  } catch {
    // Unreadable (or unavailable) storage: dropping it all is the safe side.
    try {
      storage.removeItem(QUERY_CACHE_STORAGE_KEY);
    } catch {
      // Storage disabled altogether: nothing was persisted either.
    }
  }
}
