import { warehousePricesResponseSchema, type Currency } from '@contract';
import { apiFetch } from '@/lib/http';
import { usePublicDataEdit } from '../refresh-public-data';

/** PUT /api/staff/prices: answers the same shape as GET /api/warehouse/{orgId}. */
export async function savePrices(body: Currency): Promise<Currency> {
  return warehousePricesResponseSchema.parse(await apiFetch<unknown>('/staff/prices', { method: 'PUT', body })).data.currency;
}

export const useSavePrices = () => usePublicDataEdit(savePrices);
