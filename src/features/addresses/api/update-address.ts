import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressSchema, type Address, type AddressInput } from '@contract';
import { apiFetch } from '@/lib/http';
import { addressesQueryOptions } from './get-addresses';

export async function updateAddress({ id, body }: { id: number; body: AddressInput }): Promise<Address> {
  return addressSchema.parse(await apiFetch<unknown>(`/address/${id}`, { method: 'PUT', body }));
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey }),
  });
}
