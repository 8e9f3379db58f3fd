import { queryOptions } from '@tanstack/react-query';
import type { Currency, WarehousePricesResponse } from '@contract';
import { apiFetch, type ApiFetchOptions } from '@/lib/http';
import { fetchPublicAnswer, publicAnswerDefaults } from '../public-answers';
import { ensureOrganization } from '../organization/ensure-organization';
import { publicKeys } from '../query-keys';

/** The prices and the door-delivery fee (₮, 0 = free; absent in an answer saved before it existed). */
export type Prices = Currency & { deliveryFee?: number | undefined };

/** GET /api/warehouse/{orgId}: the organisation's kg price (₮), m³ price (¥), rate (₮ per ¥) and door-delivery fee. */
export async function getPrices(orgId: number, signal?: AbortSignal, options?: ApiFetchOptions): Promise<Prices> {
  // A public screen's answer: typed, not parsed, so zod stays out of what a visitor loads (docs/pwa.md, Fetchers).
  const answer = await apiFetch<WarehousePricesResponse>(`/warehouse/${orgId}`, { ...options, signal });
  return { ...answer.data.currency, deliveryFee: answer.data.deliveryFee };
}

export function pricesQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: publicKeys.organizationPrices(orgId),
    queryFn: ({ signal }) => fetchPublicAnswer((options) => getPrices(orgId, signal, options)),
    ...publicAnswerDefaults,
  });
}

/** The door-delivery fee in force (₮, 0 = free), for the delivery request form: the organisation's prices answer. */
export function deliveryFeeQueryOptions() {
  return queryOptions({
    queryKey: [...publicKeys.prices, 'delivery-fee'] as const,
    queryFn: async ({ signal }) => (await getPrices((await ensureOrganization()).id, signal)).deliveryFee ?? 0,
    staleTime: 0,
  });
}
