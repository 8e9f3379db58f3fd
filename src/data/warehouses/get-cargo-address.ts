import { queryOptions } from '@tanstack/react-query';
import type { CargoAddress } from '@contract';
import { ApiError, apiFetch } from '@/lib/http';
import { publicKeys } from '../query-keys';

/**
 * GET /api/cargoAddress/{warehouseId}. A 404 is an answer, not a failure: null, which the customer
 * screen shows as the red "no warehouse info" message (no error toast) and the staff form as an empty form.
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
    queryKey: publicKeys.cargoAddress(warehouseId),
    queryFn: ({ signal }) => getCargoAddress(warehouseId, signal),
  });
}
