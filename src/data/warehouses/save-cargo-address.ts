import type { z } from 'zod';
import type { CargoAddress, staffCargoAddressSchema } from '@contract';
import { apiFetch } from '@/lib/http';
import { usePublicDataEdit } from '../refresh-public-data';

export type CargoAddressInput = z.output<typeof staffCargoAddressSchema>;

/** PUT /api/staff/warehouses/{id}/cargo-address: creates or replaces the receiving address. */
export function saveCargoAddress({ warehouseId, body }: { warehouseId: number; body: CargoAddressInput }): Promise<CargoAddress> {
  return apiFetch<CargoAddress>(`/staff/warehouses/${warehouseId}/cargo-address`, { method: 'PUT', body });
}

export const useSaveCargoAddress = () => usePublicDataEdit(saveCargoAddress);
