import { queryOptions } from '@tanstack/react-query';
import type { WarehouseList } from '@contract';
import { apiFetch } from '@/lib/http';

export const warehouseKeys = {
  all: ['warehouses'] as const,
  active: (orgId: number) => [...warehouseKeys.all, 'active', orgId] as const,
  cargoAddress: (warehouseId: number) => [...warehouseKeys.all, 'cargo-address', warehouseId] as const,
};

/** GET /api/warehouse?orgId=…&state=ACTIVE: the organisation's active warehouses. */
export function getActiveWarehouses(orgId: number, signal?: AbortSignal): Promise<WarehouseList> {
  return apiFetch<WarehouseList>('/warehouse', { query: { orgId, state: 'ACTIVE' }, signal });
}

export function activeWarehousesQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: warehouseKeys.active(orgId),
    queryFn: ({ signal }) => getActiveWarehouses(orgId, signal),
  });
}
