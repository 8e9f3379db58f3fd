import { queryOptions } from '@tanstack/react-query';
import type { CargoAddress } from '@contract';
import { ApiError, apiFetch } from '@/lib/http';
import { warehouseKeys } from './get-warehouses';

/**
 * GET /api/cargoAddress/{warehouseId}. A 404 is an answer, not a failure: null, which the screen
 * shows as the red "no warehouse info" message (and no error toast).
 */
export async function getCargoAddress(warehouseId: number, signal?: AbortSignal): Promise<CargoAddress | null> {
  try {
    return await apiFetch<CargoAddress>(`/cargoAddress/${warehouseId}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return null;
    throw error;
  }
}

export function cargoAddressQueryOptions(warehouseId: number) {
  return queryOptions({
    queryKey: warehouseKeys.cargoAddress(warehouseId),
    queryFn: ({ signal }) => getCargoAddress(warehouseId, signal),
  });
}
