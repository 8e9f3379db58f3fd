import { dehydrate, onlineManager, useQuery, type QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PERSIST_MAX_AGE_MS, QUERY_CACHE_STORAGE_KEY } from '@/data/query-cache';
import { publicKeys, staffKeys, userKeys } from '@/data/query-keys';
import { clearUserData } from '@/data/session/local-session';
import { APP_VERSION } from './app-version';
import { createQueryClient } from './query-client';
import { PersistedQueryProvider } from './query-persistence';
import { restoreAndPersist, restorePersisted, shouldDehydrateQuery } from './query-persister';

const LOOKUP_KEY = publicKeys.parcelLookup('phone', '99112233');
const LOOKUP = { list: [{ trackCode: 'YT100', price: 12300, status: 'SENT', updatedAt: '2026-11-20T08:00:00.000Z' }], total: 1 };

function clientWith(entries: [readonly unknown[], unknown][]): QueryClient {
  const client = createQueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}

function saveToStorage(client: QueryClient, overrides: { buster?: string; timestamp?: number } = {}) {
  const saved = { buster: APP_VERSION, timestamp: Date.now(), clientState: dehydrate(client, { shouldDehydrateQuery }), ...overrides };
  localStorage.setItem(QUERY_CACHE_STORAGE_KEY, JSON.stringify(saved));
}

function storedKeys(): unknown[][] {
  const saved = JSON.parse(localStorage.getItem(QUERY_CACHE_STORAGE_KEY) ?? '{}') as {
    clientState?: { queries: { queryKey: unknown[] }[] };
  };
  return saved.clientState?.queries.map((query) => query.queryKey) ?? [];
}

function SavedLookup({ queryFn }: { queryFn: () => Promise<typeof LOOKUP> }) {
  const query = useQuery({ queryKey: LOOKUP_KEY, queryFn, staleTime: Infinity });
  return <p>{query.data ? query.data.list[0]?.trackCode : 'empty'}</p>;
}

describe('the persisted query cache', () => {
  it('keeps successful lookups, public data and the user’s queries, never staff answers or anything else', async () => {
    const client = clientWith([
      [LOOKUP_KEY, LOOKUP],
      [publicKeys.activeWarehouses(1), { list: [], total: 0 }],
      [publicKeys.organizationPrices(1), { kg: 3000, m3: 599, rate: 480 }],
      [userKeys.addresses(), []],
      [staffKeys.parcel('YT100'), { trackCode: 'YT100' }],
      [['unlisted'], 'not kept'],
    ]);
    await client.prefetchQuery({
      queryKey: publicKeys.parcelLookup('phone', '88000000'),
      queryFn: () => Promise.reject(new Error('down')),
      retry: false,
      meta: { errorToast: false },
    });
    const kept = dehydrate(client, { shouldDehydrateQuery }).queries.map((query) => query.queryKey);
    expect(kept).toEqual([LOOKUP_KEY, publicKeys.activeWarehouses(1), publicKeys.organizationPrices(1), userKeys.addresses()]);
  });

  it('keeps data in memory at least as long as it is persisted', () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBeGreaterThanOrEqual(PERSIST_MAX_AGE_MS);
  });

  it('restores a saved lookup before the query would fetch it', async () => {
    saveToStorage(clientWith([[LOOKUP_KEY, LOOKUP]]));
    const queryFn = vi.fn(() => Promise.resolve({ list: [], total: 0 }));
    render(
      <PersistedQueryProvider client={createQueryClient()}>
        <SavedLookup queryFn={queryFn} />
      </PersistedQueryProvider>,
    );
    expect(await screen.findByText('YT100')).toBeInTheDocument();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('restored before the first render (a screen’s copy without its data), the saved answer is in the first render and a newer one is kept', async () => {
    saveToStorage(clientWith([[LOOKUP_KEY, LOOKUP]]));
    const client = createQueryClient();
    await restorePersisted(client);
    expect(client.getQueryData(LOOKUP_KEY)).toEqual(LOOKUP);
    // An answer that came after the early restore (the route's loader refreshing it).
    const newer = { list: [{ ...LOOKUP.list[0], trackCode: 'YT200' }], total: 1 };
    client.setQueryData(LOOKUP_KEY, newer);
    const queryFn = vi.fn(() => Promise.resolve({ list: [], total: 0 }));
    render(
      <PersistedQueryProvider client={client}>
        <SavedLookup queryFn={queryFn} />
      </PersistedQueryProvider>,
    );
    expect(screen.getByText('YT200')).toBeInTheDocument();
    await vi.waitFor(() => expect(storedKeys()).toEqual([LOOKUP_KEY]));
    expect(screen.getByText('YT200')).toBeInTheDocument();
    expect(client.getQueryData(LOOKUP_KEY)).toEqual(newer);
    expect(queryFn).not.toHaveBeenCalled();
  });

  it.each([
    ['another version', { buster: 'older-build' }],
    ['more than the kept days ago', { timestamp: Date.now() - PERSIST_MAX_AGE_MS - 60_000 }],
  ])('drops a cache saved by %s', async (_label, overrides) => {
    saveToStorage(clientWith([[LOOKUP_KEY, LOOKUP]]), overrides);
    const queryFn = vi.fn(() => Promise.resolve({ list: [], total: 0 }));
    render(
      <PersistedQueryProvider client={createQueryClient()}>
        <SavedLookup queryFn={queryFn} />
      </PersistedQueryProvider>,
    );
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('YT100')).not.toBeInTheDocument();
  });
});

describe('starting offline', () => {
  it('settles a fetch that began before the restore with the restored answer instead of waiting for the network', async () => {
    onlineManager.setOnline(false);
    try {
      const client = createQueryClient();
      // A route loader asking before the saved cache is back: offline, its fetch fails and pauses.
      const loaded = client.ensureQueryData({ queryKey: LOOKUP_KEY, queryFn: () => Promise.reject(new TypeError('Failed to fetch')) });
      await vi.waitFor(() => expect(client.getQueryState(LOOKUP_KEY)?.fetchStatus).toBe('paused'), { timeout: 5000 });
      // Saved only now: an earlier test's persister may still write once after its throttle.
      saveToStorage(clientWith([[LOOKUP_KEY, LOOKUP]]));
      const stop = await restoreAndPersist(client);
      await expect(loaded).resolves.toEqual(LOOKUP);
      expect(client.getQueryState(LOOKUP_KEY)?.fetchStatus).toBe('idle');
      stop();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});

describe('saving', () => {
  it('writes the latest answers when the page goes away, without waiting for the persister’s throttle', async () => {
    const client = createQueryClient();
    const stop = await restoreAndPersist(client);
    try {
      client.setQueryData(LOOKUP_KEY, LOOKUP);
      window.dispatchEvent(new Event('pagehide'));
      expect(storedKeys()).toEqual([LOOKUP_KEY]);
    } finally {
      stop();
    }
  });
});

describe('clearUserData', () => {
  it('removes the user’s queries from memory and from storage at once, keeping public data', () => {
    const client = clientWith([
      [LOOKUP_KEY, LOOKUP],
      [userKeys.addresses(), [{ id: 1 }]],
      [userKeys.parcels(undefined), { list: [], total: 0 }],
      [userKeys.user(7), { id: 7 }],
      [staffKeys.parcel('YT100'), { trackCode: 'YT100', phone: '99112233' }],
    ]);
    saveToStorage(client);
    expect(storedKeys()).toHaveLength(4);

    clearUserData(client);

    expect(storedKeys()).toEqual([LOOKUP_KEY]);
    expect(client.getQueryCache().findAll({ queryKey: userKeys.all })).toEqual([]);
    expect(client.getQueryCache().findAll({ queryKey: staffKeys.all })).toEqual([]);
    expect(client.getQueryData(LOOKUP_KEY)).toEqual(LOOKUP);
  });

  it('drops a saved cache it cannot read rather than leave user data behind', () => {
    localStorage.setItem(QUERY_CACHE_STORAGE_KEY, '{not json');
    clearUserData(createQueryClient());
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
  });
});
