import { queryOptions } from '@tanstack/react-query';
import type { Currency, WarehousePricesResponse } from '@contract';
import { apiFetch, type ApiFetchOptions } from '@/lib/http';
import { fetchPublicAnswer, publicAnswerDefaults } from '../public-answers';
import { publicKeys } from '../query-keys';

/** GET /api/warehouse/{orgId}: the organisation's kg price (₮), m³ price (¥) and rate (₮ per ¥). */
export async function getPrices(orgId: number, signal?: AbortSignal, options?: ApiFetchOptions): Promise<Currency> {
  // A public screen's answer: typed, not parsed, so zod stays out of what a visitor loads (docs/pwa.md, Fetchers).
  const answer = await apiFetch<WarehousePricesResponse>(`/warehouse/${orgId}`, { ...options, signal });
  return answer.data.currency;
}

export function pricesQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: publicKeys.organizationPrices(orgId),
    queryFn: ({ signal }) => fetchPublicAnswer((options) => getPrices(orgId, signal, options)),
    ...publicAnswerDefaults,
  });
}
