import { pricesQueryOptions } from '@/data/prices/get-prices';
import { activeWarehousesQueryOptions } from '@/data/warehouses/get-active-warehouses';
import { cargoAddressQueryOptions } from '@/data/warehouses/get-cargo-address';
import { ensureOrganization } from '@/data/organization/ensure-organization';
import { queryClient, STALE_TIME_MS } from './query-client';

/**
 * Background work: no retries and no toasts; whatever fails is simply fetched when opened. Answers
 * younger than the usual stale time are not asked again (the screens ask network first themselves).
 */
const quiet = { retry: false, staleTime: STALE_TIME_MS, meta: { errorToast: false } } as const;

/**
 * Loads what the offline screens show (prices for /calculate, the warehouses for /address and each
 * /branch/{id}) once the service worker controls the page, so the worker caches it and the query
 * cache persists it even if the visitor only ever opened the home screen.
 */
export async function prepareOfflineData(): Promise<void> {
  const organization = await ensureOrganization();
  await queryClient.prefetchQuery({ ...pricesQueryOptions(organization.id), ...quiet });
  await queryClient.prefetchQuery({ ...activeWarehousesQueryOptions(organization.id), ...quiet });
  const warehouses = queryClient.getQueryData(activeWarehousesQueryOptions(organization.id).queryKey);
  await Promise.all(
    (warehouses?.list ?? []).map((warehouse) => queryClient.prefetchQuery({ ...cargoAddressQueryOptions(warehouse.id), ...quiet })),
  );
}
