import { onlineManager, useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import type { FetchContext } from 'ofetch';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ApiError, ApiFetchOptions } from '@/lib/http';
import { NETWORK_WAIT_MS, SAVED_AT_HEADER } from '@/sw/public-api-routes';

/*
 * Receiving addresses, the warehouse list and prices are asked network first: a customer copies an
 * address into a shop's checkout, so an old copy must never stand in for what the server says now.
 * A saved copy (the persisted query cache, or the service worker's when the network fails or takes
 * longer than NETWORK_WAIT_MS) is shown only then, and says how old it is.
 */

/**
 * Each answer object this page received, with when it was saved (null: straight from the network).
 * Keyed by the object itself, so the mark can never sit on other data: whatever was restored from
 * storage is not in here, and is as old as the query says.
 */
const savedAtOfAnswer = new WeakMap<object, number | null>();

/** An answer the server put in the page it just served: as live as one fetched on this visit. */
export function markAsNetworkAnswer<Data>(data: Data): Data {
  if (data !== null && typeof data === 'object') savedAtOfAnswer.set(data, null);
  return data;
}

function savedAtOfData(data: unknown): number | null | undefined {
  return data !== null && typeof data === 'object' ? savedAtOfAnswer.get(data) : undefined;
}

/**
 * Runs a public fetcher network first. Without a service worker in charge the page waits
 * NETWORK_WAIT_MS itself, then keeps what it has; with one, the worker decides, and its saved copy
 * comes back marked with SAVED_AT_HEADER.
 */
export async function fetchPublicAnswer<Data>(fetcher: (options: ApiFetchOptions) => Promise<Data>): Promise<Data> {
  const controlled = typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
  let savedAt: number | null = null;
  const data = await fetcher({
    timeoutMs: controlled ? undefined : NETWORK_WAIT_MS,
    onResponse: ({ response }: FetchContext) => {
      const header = Number(response?.headers.get(SAVED_AT_HEADER));
      savedAt = Number.isFinite(header) && header > 0 ? header : null;
    },
  });
  if (data !== null && typeof data === 'object') savedAtOfAnswer.set(data, savedAt);
  return data;
}

/** While a saved copy is shown and the page is online, ask again this often so the screen catches up by itself. */
const RETRY_SAVED_MS = 10_000;

type QueryState = { data: unknown; dataUpdatedAt: number; errorUpdatedAt: number };

/** A saved copy is on screen: the worker's, or what the page kept when its own ask failed. */
function showsSavedCopy(state: QueryState): boolean {
  return typeof savedAtOfData(state.data) === 'number' || state.errorUpdatedAt > state.dataUpdatedAt;
}

/**
 * The query options every public answer shares: asked again whenever a screen opens, a new object
 * each time (structural sharing would hand back the restored copy, unmarked), and asked again
 * every few seconds while online with only a saved copy on screen.
 */
export const publicAnswerDefaults = {
  staleTime: 0,
  structuralSharing: false,
  refetchInterval: ({ state }: { state: QueryState }) => (onlineManager.isOnline() && showsSavedCopy(state) ? RETRY_SAVED_MS : false),
} as const;

export type PublicAnswer<Data> = {
  data: Data;
  /** When the copy on screen was saved; null when it is the network's answer from this visit. */
  savedAt: number | null;
  /** Online, a saved copy is on screen and the network has not answered yet (for up to NETWORK_WAIT_MS): show the stand-in. */
  waitingForNetwork: boolean;
};

/** The wait for the network, from when the screen opened; a saved copy is shown after it, even if the network is still silent. */
function useNetworkWaitOver(): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOver(true), NETWORK_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return over;
}

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** useSuspenseQuery for a public answer, network first: see the top of this file. */
export function usePublicAnswer<Data, Key extends QueryKey>(
  options: UseSuspenseQueryOptions<Data, ApiError, Data, Key>,
): PublicAnswer<Data> {
  const query = useSuspenseQuery(options);
  const origin = savedAtOfData(query.data);
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const waitOver = useNetworkWaitOver();
  // The network's answer stays "live" until a later ask fails; then it is a copy as old as its data.
  // Not in the map: restored from storage, as old as the query says. No data at all (null) is no copy.
  const fromNetwork = query.data === null || (origin === null && !query.isRefetchError);
  const savedAt = fromNetwork ? null : typeof origin === 'number' ? origin : query.dataUpdatedAt;
  return { data: query.data, savedAt, waitingForNetwork: savedAt !== null && online && query.isFetching && !waitOver };
}
