import { warehousePricesResponseSchema, type Currency } from '@contract';
import type { Prices } from './get-prices';
import { apiFetch } from '@/lib/http';
import { usePublicDataEdit } from '../refresh-public-data';

/** PUT /api/staff/prices (with `deliveryFee`): answers the same shape as GET /api/warehouse/{orgId}. */
export async function savePrices(body: Currency & { deliveryFee?: number | undefined }): Promise<Prices> {
  const { data } = warehousePricesResponseSchema.parse(await apiFetch<unknown>('/staff/prices', { method: 'PUT', body }));
  return { ...data.currency, deliveryFee: data.deliveryFee };
}

export const useSavePrices = () => usePublicDataEdit(savePrices);
