import { queryOptions } from '@tanstack/react-query';
import type { WarehouseList } from '@contract';
import { apiFetch, type ApiFetchOptions } from '@/lib/http';
import { fetchPublicAnswer, publicAnswerDefaults } from '../public-answers';
import { publicKeys } from '../query-keys';

/** GET /api/warehouse?orgId=…&state=ACTIVE: the organisation's active warehouses. */
export function getActiveWarehouses(orgId: number, signal?: AbortSignal, options?: ApiFetchOptions): Promise<WarehouseList> {
  // A public screen's answer: typed, not parsed, so zod stays out of what a visitor loads (docs/pwa.md, Fetchers).
  return apiFetch<WarehouseList>('/warehouse', { ...options, query: { orgId, state: 'ACTIVE' }, signal });
}

export function activeWarehousesQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: publicKeys.activeWarehouses(orgId),
    queryFn: ({ signal }) => fetchPublicAnswer((options) => getActiveWarehouses(orgId, signal, options)),
    ...publicAnswerDefaults,
  });
}
