import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerParcel, ParcelRegister } from '@contract';
import { apiFetch } from '@/lib/http';
import { userKeys } from '../query-keys';

/** POST /api/package: 201 registered, 200 already the customer's own, 409 another phone's code. */
export function registerParcel(body: ParcelRegister): Promise<CustomerParcel> {
  return apiFetch<CustomerParcel>('/package', { method: 'POST', body });
}

/** Several codes are sent one by one; the form reports each refusal beside its code, so no toasts. */
export function useRegisterParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerParcel,
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.parcels(undefined).slice(0, 2) }),
  });
}
