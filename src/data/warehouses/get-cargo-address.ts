import { queryOptions } from '@tanstack/react-query';
import type { CargoAddress } from '@contract';
import { ApiError, apiFetch, type ApiFetchOptions } from '@/lib/http';
import { fetchPublicAnswer, publicAnswerDefaults } from '../public-answers';
import { publicKeys } from '../query-keys';

/**
 * GET /api/cargoAddress/{warehouseId}. A 404 is an answer, not a failure: null, which the customer
 * screen shows as the red "no warehouse info" message (no error toast) and the staff form as an empty form.
 */
export async function getCargoAddress(warehouseId: number, signal?: AbortSignal, options?: ApiFetchOptions): Promise<CargoAddress | null> {
  try {
    // A public screen's answer: typed, not parsed, so zod stays out of what a visitor loads (docs/pwa.md, Fetchers).
    return await apiFetch<CargoAddress>(`/cargoAddress/${warehouseId}`, { ...options, signal });
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return null;
    throw error;
  }
}

export function cargoAddressQueryOptions(warehouseId: number) {
  return queryOptions({
    queryKey: publicKeys.cargoAddress(warehouseId),
    queryFn: ({ signal }) => fetchPublicAnswer((options) => getCargoAddress(warehouseId, signal, options)),
    ...publicAnswerDefaults,
  });
}
