import { queryOptions } from '@tanstack/react-query';
import type { WarehousePricesResponse } from '@contract';
import { apiFetch } from '@/lib/http';

export const priceKeys = {
  all: ['prices'] as const,
  organization: (orgId: number) => [...priceKeys.all, orgId] as const,
};

/** GET /api/warehouse/{orgId}: the organisation's kg price (₮), m³ price (¥) and rate (₮ per ¥). */
export async function getPrices(orgId: number, signal?: AbortSignal) {
  const answer = await apiFetch<WarehousePricesResponse>(`/warehouse/${orgId}`, { signal });
  return answer.data.currency;
}

export function pricesQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: priceKeys.organization(orgId),
    queryFn: ({ signal }) => getPrices(orgId, signal),
  });
}
