/** Where the persisted react-query cache lives in local storage. */
export const QUERY_CACHE_STORAGE_KEY = 'achaa-query-cache';

/** User-scoped query keys start with this (['me','parcels',…], ['me','addresses'], ['me','user',id]). */
export const USER_QUERY_ROOT = 'me';

/** Lookups and public data are kept this long for offline use (several days). */
export const PERSIST_MAX_AGE_MS = 5 * 24 * 60 * 60 * 1000;

type StoredQuery = { queryKey?: unknown };
type StoredCache = { clientState?: { queries?: StoredQuery[] } };

const isUserQuery = (query: StoredQuery) => Array.isArray(query.queryKey) && query.queryKey[0] === USER_QUERY_ROOT;

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
      JSON.stringify({ ...cache, clientState: { ...cache.clientState, queries: queries.filter((query) => !isUserQuery(query)) } }),
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
