import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Handover, Payment, PaymentCreated, PaymentRequest } from '@contract';
import { apiFetch } from '@/lib/http';
import { staffKeys, userKeys } from '../query-keys';

/** How often the payment screen asks whether QPay confirmed the payment. */
export const PAYMENT_POLL_MS = 3000;

/** POST /api/payments: the invoice for the chosen ready parcels (all when none are named); 409 and 503 are shown as a toast. */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentRequest) => apiFetch<PaymentCreated>('/payments', { method: 'POST', body }),
    onSuccess: async () => queryClient.invalidateQueries({ queryKey: userKeys.pickup() }),
  });
}

/** GET /api/payments/{id}, asked again every few seconds while it is open. */
export function paymentQueryOptions(id: number) {
  return queryOptions({
    queryKey: userKeys.payment(id),
    queryFn: ({ signal }) => apiFetch<Payment>(`/payments/${id}`, { signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'OPEN' ? false : PAYMENT_POLL_MS),
  });
}

/** POST /api/payments/{id}/cancel: the parcels are free again (to pay now or at the counter). */
export function useCancelPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<Payment>(`/payments/${id}/cancel`, { method: 'POST' }),
    onSuccess: async (payment) => {
      queryClient.setQueryData(userKeys.payment(payment.id), payment);
      await queryClient.invalidateQueries({ queryKey: userKeys.pickup() });
    },
  });
}

/** POST /api/staff/handovers/{id}/ebarimt: staff issue a failed e-barimt again. */
export function useReissueEbarimt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<Handover>(`/staff/handovers/${id}/ebarimt`, { method: 'POST' }),
    onSuccess: (handover) => queryClient.setQueryData(staffKeys.handover(handover.id), handover),
  });
}
