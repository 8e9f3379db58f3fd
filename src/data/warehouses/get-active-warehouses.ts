import { queryOptions } from '@tanstack/react-query';
import type { WarehouseList } from '@contract';
import { apiFetch } from '@/lib/http';
import { publicKeys } from '../query-keys';

/** GET /api/warehouse?orgId=…&state=ACTIVE: the organisation's active warehouses. */
export function getActiveWarehouses(orgId: number, signal?: AbortSignal): Promise<WarehouseList> {
  return apiFetch<WarehouseList>('/warehouse', { query: { orgId, state: 'ACTIVE' }, signal });
}

export function activeWarehousesQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: publicKeys.activeWarehouses(orgId),
    queryFn: ({ signal }) => getActiveWarehouses(orgId, signal),
  });
}
