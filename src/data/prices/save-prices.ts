import type { Currency, WarehousePricesResponse } from '@contract';
import { apiFetch } from '@/lib/http';
import { usePublicDataEdit } from '../refresh-public-data';

/** PUT /api/staff/prices: answers the same shape as GET /api/warehouse/{orgId}. */
export async function savePrices(body: Currency): Promise<Currency> {
  return (await apiFetch<WarehousePricesResponse>('/staff/prices', { method: 'PUT', body })).data.currency;
}

export const useSavePrices = () => usePublicDataEdit(savePrices);
