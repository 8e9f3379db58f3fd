import { queryOptions, useQuery } from '@tanstack/react-query';
import { addressSchema, listOf, type Address } from '@contract';
import { apiFetch } from '@/lib/http';

const addressListSchema = listOf(addressSchema);

export async function getAddresses(): Promise<Address[]> {
  return addressListSchema.parse(await apiFetch<unknown>('/address')).list;
}

/**
 * User-scoped: the key starts with 'me' so signing out clears it (and its persisted copy). Always
 * revalidated on mount: a persisted copy may predate a change made here or on another device.
 */
export const addressesQueryOptions = () => queryOptions({ queryKey: ['me', 'addresses'], queryFn: getAddresses, staleTime: 0 });

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
