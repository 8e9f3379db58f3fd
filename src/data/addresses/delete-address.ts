import { apiFetch } from '@/lib/http';
import { useAddressBookChange } from './get-addresses';

/** DELETE /api/address/{id}. */
export async function deleteAddress(id: number): Promise<void> {
  // No answer to read (204): nothing to parse (docs/pwa.md, Fetchers).
  await apiFetch(`/address/${id}`, { method: 'DELETE' });
}

export const useDeleteAddress = () => useAddressBookChange(deleteAddress);
