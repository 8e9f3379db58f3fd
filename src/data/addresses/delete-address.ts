import { apiFetch } from '@/lib/http';
import { useAddressBookChange } from './get-addresses';

/** DELETE /api/address/{id}. */
export async function deleteAddress(id: number): Promise<void> {
  await apiFetch(`/address/${id}`, { method: 'DELETE' });
}

export const useDeleteAddress = () => useAddressBookChange(deleteAddress);
