import { addressSchema, type Address, type AddressInput } from '@contract';
import { apiFetch } from '@/lib/http';
import { useAddressBookChange } from './get-addresses';

/** PUT /api/address/{id}: only the user's own (anyone else's answers 404). */
export async function updateAddress({ id, body }: { id: number; body: AddressInput }): Promise<Address> {
  return addressSchema.parse(await apiFetch<unknown>(`/address/${id}`, { method: 'PUT', body }));
}

export const useUpdateAddress = () => useAddressBookChange(updateAddress);
