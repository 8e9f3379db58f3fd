import { addressSchema, type Address, type AddressInput } from '@contract';
import { apiFetch } from '@/lib/http';
import { useAddressBookChange } from './get-addresses';

/** POST /api/address. */
export async function createAddress(body: AddressInput): Promise<Address> {
  return addressSchema.parse(await apiFetch<unknown>('/address', { method: 'POST', body }));
}

export const useCreateAddress = () => useAddressBookChange(createAddress);
