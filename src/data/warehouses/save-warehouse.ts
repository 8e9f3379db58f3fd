import type { z } from 'zod';
import type { staffWarehouseSchema, WarehouseSummary } from '@contract';
import { apiFetch } from '@/lib/http';
import { usePublicDataEdit } from '../refresh-public-data';

export type WarehouseInput = z.output<typeof staffWarehouseSchema>;

/** POST /api/staff/warehouses (no id) or PUT /api/staff/warehouses/{id}. */
export function saveWarehouse({ id, body }: { id: number | null; body: WarehouseInput }): Promise<WarehouseSummary> {
  return id === null
    ? apiFetch<WarehouseSummary>('/staff/warehouses', { method: 'POST', body })
    : apiFetch<WarehouseSummary>(`/staff/warehouses/${id}`, { method: 'PUT', body });
}

export const useSaveWarehouse = () => usePublicDataEdit(saveWarehouse);
