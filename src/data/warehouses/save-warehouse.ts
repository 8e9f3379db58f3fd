import type { z } from 'zod';
import { warehouseSummarySchema, type staffWarehouseSchema, type WarehouseSummary } from '@contract';
import { apiFetch } from '@/lib/http';
import { usePublicDataEdit } from '../refresh-public-data';

export type WarehouseInput = z.output<typeof staffWarehouseSchema>;

/** POST /api/staff/warehouses (no id) or PUT /api/staff/warehouses/{id}. */
export async function saveWarehouse({ id, body }: { id: number | null; body: WarehouseInput }): Promise<WarehouseSummary> {
  const answer =
    id === null
      ? await apiFetch<unknown>('/staff/warehouses', { method: 'POST', body })
      : await apiFetch<unknown>(`/staff/warehouses/${id}`, { method: 'PUT', body });
  return warehouseSummarySchema.parse(answer);
}

export const useSaveWarehouse = () => usePublicDataEdit(saveWarehouse);
