import { queryOptions } from '@tanstack/react-query';
import { warehouseListSchema, type WarehouseList } from '@contract';
import { apiFetch } from '@/lib/http';
import { staffKeys } from '../query-keys';

/**
 * GET /api/staff/warehouses: staff see paused and deleted warehouses too (the public list shows only
 * active ones). The server answers for the organisation it runs for; `orgId` keys the cache.
 */
export async function getAllWarehouses(signal?: AbortSignal): Promise<WarehouseList> {
  return warehouseListSchema.parse(await apiFetch<unknown>('/staff/warehouses', { signal }));
}

export function allWarehousesQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: staffKeys.allWarehouses(orgId),
    queryFn: ({ signal }) => getAllWarehouses(signal),
  });
}
