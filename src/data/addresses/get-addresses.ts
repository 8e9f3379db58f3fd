import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addressSchema, listOf, type Address } from '@contract';
import { apiFetch } from '@/lib/http';
import { userKeys } from '../query-keys';

const addressListSchema = listOf(addressSchema);

/** GET /api/address: the signed-in customer's delivery addresses. */
export async function getAddresses(): Promise<Address[]> {
  return addressListSchema.parse(await apiFetch<unknown>('/address')).list;
}

/** Always revalidated on mount: a persisted copy may predate a change made here or on another device. */
export const addressesQueryOptions = () => queryOptions({ queryKey: userKeys.addresses(), queryFn: getAddresses, staleTime: 0 });

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}

/** A change to the address book (add, edit, delete): on success the list is fetched again. */
export function useAddressBookChange<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey }) });
}
