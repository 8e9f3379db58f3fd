import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CargoAddress,
  Currency,
  staffCargoAddressSchema,
  staffWarehouseSchema,
  WarehouseList,
  WarehousePricesResponse,
  WarehouseSummary,
} from '@contract';
import { ApiError, apiFetch } from '@/lib/http';
import { refreshPublicData } from './refresh-public-data';
import { staffKeys } from './staff-keys';

export type WarehouseInput = z.output<typeof staffWarehouseSchema>;
export type CargoAddressInput = z.output<typeof staffCargoAddressSchema>;

/** GET /api/staff/warehouses: staff see paused and deleted warehouses too (the public list shows only active ones). */
export function staffWarehousesQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: staffKeys.warehouses(orgId),
    queryFn: ({ signal }) => apiFetch<WarehouseList>('/staff/warehouses', { signal }),
  });
}

/** GET /api/cargoAddress/{id}; a warehouse without one (or not active) starts from an empty form. */
export function staffCargoAddressQueryOptions(warehouseId: number) {
  return queryOptions({
    queryKey: staffKeys.cargoAddress(warehouseId),
    queryFn: async ({ signal }): Promise<CargoAddress | null> => {
      try {
        return await apiFetch<CargoAddress>(`/cargoAddress/${warehouseId}`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.code === 404) return null;
        throw error;
      }
    },
    staleTime: 0,
  });
}

/** GET /api/warehouse/{orgId}: the prices the calculator uses. */
export function staffPricesQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: staffKeys.prices(orgId),
    queryFn: async ({ signal }) => (await apiFetch<WarehousePricesResponse>(`/warehouse/${orgId}`, { signal })).data.currency,
    staleTime: 0,
  });
}

/** POST /api/staff/warehouses (no id) or PUT /api/staff/warehouses/{id}. */
export function saveWarehouse({ id, body }: { id: number | null; body: WarehouseInput }): Promise<WarehouseSummary> {
  return id === null
    ? apiFetch<WarehouseSummary>('/staff/warehouses', { method: 'POST', body })
    : apiFetch<WarehouseSummary>(`/staff/warehouses/${id}`, { method: 'PUT', body });
}

/** PUT /api/staff/warehouses/{id}/cargo-address: creates or replaces the receiving address. */
export function saveCargoAddress({ warehouseId, body }: { warehouseId: number; body: CargoAddressInput }): Promise<CargoAddress> {
  return apiFetch<CargoAddress>(`/staff/warehouses/${warehouseId}/cargo-address`, { method: 'PUT', body });
}

/** PUT /api/staff/prices. */
export async function savePrices(body: Currency): Promise<Currency> {
  return (await apiFetch<WarehousePricesResponse>('/staff/prices', { method: 'PUT', body })).data.currency;
}

/** Every staff edit of public data refreshes the customer screens' copies too. */
function useStaffEdit<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshPublicData(queryClient) });
}

export const useSaveWarehouse = () => useStaffEdit(saveWarehouse);
export const useSaveCargoAddress = () => useStaffEdit(saveCargoAddress);
export const useSavePrices = () => useStaffEdit(savePrices);
