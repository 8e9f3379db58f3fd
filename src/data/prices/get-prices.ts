import { queryOptions } from '@tanstack/react-query';
import type { Currency, WarehousePricesResponse } from '@contract';
import { apiFetch } from '@/lib/http';
import { publicKeys } from '../query-keys';

/** GET /api/warehouse/{orgId}: the organisation's kg price (₮), m³ price (¥) and rate (₮ per ¥). */
export async function getPrices(orgId: number, signal?: AbortSignal): Promise<Currency> {
  const answer = await apiFetch<WarehousePricesResponse>(`/warehouse/${orgId}`, { signal });
  return answer.data.currency;
}

export function pricesQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: publicKeys.organizationPrices(orgId),
    queryFn: ({ signal }) => getPrices(orgId, signal),
  });
}
