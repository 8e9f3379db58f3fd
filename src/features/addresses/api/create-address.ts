import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressSchema, type Address, type AddressInput } from '@contract';
import { apiFetch } from '@/lib/http';
import { addressesQueryOptions } from './get-addresses';

export async function createAddress(body: AddressInput): Promise<Address> {
  return addressSchema.parse(await apiFetch<unknown>('/address', { method: 'POST', body }));
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey }),
  });
}
