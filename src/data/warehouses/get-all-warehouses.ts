import { queryOptions } from '@tanstack/react-query';
import type { WarehouseList } from '@contract';
import { apiFetch } from '@/lib/http';
import { staffKeys } from '../query-keys';

/** GET /api/warehouse?orgId=… without a state: staff see paused and deleted warehouses too. */
export function getAllWarehouses(orgId: number, signal?: AbortSignal): Promise<WarehouseList> {
  return apiFetch<WarehouseList>('/warehouse', { query: { orgId }, signal });
}

export function allWarehousesQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: staffKeys.allWarehouses(orgId),
    queryFn: ({ signal }) => getAllWarehouses(orgId, signal),
  });
}
