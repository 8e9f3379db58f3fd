import type { z } from 'zod';
import { cargoAddressSchema, type CargoAddress, type staffCargoAddressSchema } from '@contract';
import { apiFetch } from '@/lib/http';
import { usePublicDataEdit } from '../refresh-public-data';

export type CargoAddressInput = z.output<typeof staffCargoAddressSchema>;

/** PUT /api/staff/warehouses/{id}/cargo-address: creates or replaces the receiving address. */
export async function saveCargoAddress({ warehouseId, body }: { warehouseId: number; body: CargoAddressInput }): Promise<CargoAddress> {
  return cargoAddressSchema.parse(await apiFetch<unknown>(`/staff/warehouses/${warehouseId}/cargo-address`, { method: 'PUT', body }));
}

export const useSaveCargoAddress = () => usePublicDataEdit(saveCargoAddress);
