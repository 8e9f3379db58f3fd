import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  handoverSchema,
  paymentCreatedSchema,
  paymentOptionsSchema,
  keptAnswerSchema,
  paymentSchema,
  type PaymentRequest,
  type StaffPaymentRequest,
} from '@contract';
import { apiFetch } from '@/lib/http';
import { staffKeys, userKeys } from '../query-keys';

/** How often the payment screen asks whether QPay confirmed the payment. */
export const PAYMENT_POLL_MS = 3000;

/**
 * POST /api/payments with the attempt's `Idempotency-Key`: the invoice for the chosen ready parcels (or a
 * door-delivery request, `deliveryId`); 409 and 503 are shown as a toast.
 */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, key }: { body: PaymentRequest; key: string }) =>
      paymentCreatedSchema.parse(await apiFetch<unknown>('/payments', { method: 'POST', body, headers: { 'Idempotency-Key': key } })),
    onSuccess: async () => queryClient.invalidateQueries({ queryKey: userKeys.pickup() }),
  });
}

/** GET /api/payments/{id}, asked again every few seconds while it is open. */
export function paymentQueryOptions(id: number) {
  return queryOptions({
    queryKey: userKeys.payment(id),
    queryFn: async ({ signal }) => paymentSchema.parse(await apiFetch<unknown>(`/payments/${id}`, { signal })),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'OPEN' ? false : PAYMENT_POLL_MS),
  });
}

/** POST /api/payments/{id}/cancel: the parcels are free again (to pay now or at the counter). */
export function useCancelPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => paymentSchema.parse(await apiFetch<unknown>(`/payments/${id}/cancel`, { method: 'POST' })),
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
    mutationFn: async (id: number) => handoverSchema.parse(await apiFetch<unknown>(`/staff/handovers/${id}/ebarimt`, { method: 'POST' })),
    onSuccess: (handover) => queryClient.setQueryData(staffKeys.handover(handover.id), handover),
  });
}

/** GET /api/payments/options: whether this server takes payments online (QPay configured). */
export const paymentOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['payment-options'],
    queryFn: async ({ signal }) => paymentOptionsSchema.parse(await apiFetch<unknown>('/payments/options', { signal })),
    staleTime: 60_000,
  });

/** Refreshes the counter's view of its customer: their parcels' paid and pending marks change with an invoice. */
const refreshCounter = (queryClient: ReturnType<typeof useQueryClient>) => queryClient.invalidateQueries({ queryKey: staffKeys.counters });

/** POST /api/staff/payments: the counter opens an invoice for a customer's ready parcels, to show its QR. */
export function useCreateCounterPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StaffPaymentRequest) =>
      paymentCreatedSchema.parse(await apiFetch<unknown>('/staff/payments', { method: 'POST', body })),
    onSuccess: async () => refreshCounter(queryClient),
  });
}

/** GET /api/staff/payments/{id}, asked again every few seconds while it is open. */
export function counterPaymentQueryOptions(id: number) {
  return queryOptions({
    queryKey: staffKeys.payment(id),
    queryFn: async ({ signal }) => paymentSchema.parse(await apiFetch<unknown>(`/staff/payments/${id}`, { signal })),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'OPEN' ? false : PAYMENT_POLL_MS),
  });
}

/** POST /api/staff/payments/{id}/cancel: the customer did not pay; the parcels take cash again. */
export function useCancelCounterPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => paymentSchema.parse(await apiFetch<unknown>(`/staff/payments/${id}/cancel`, { method: 'POST' })),
    onSuccess: async (payment) => {
      queryClient.setQueryData(staffKeys.payment(payment.id), payment);
      await refreshCounter(queryClient);
    },
  });
}

/** POST /api/staff/payments/{id}/refund: money QPay received for a closed invoice goes back to the customer. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => paymentSchema.parse(await apiFetch<unknown>(`/staff/payments/${id}/refund`, { method: 'POST' })),
    onSuccess: async () => refreshCounter(queryClient),
  });
}

/** Staff keep late money as the customer's credit (POST /api/staff/payments/{id}/keep): the counter then shows it off the total. */
export function useKeepLateMoney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => keptAnswerSchema.parse(await apiFetch<unknown>(`/staff/payments/${id}/keep`, { method: 'POST' })),
    onSuccess: async () => refreshCounter(queryClient),
  });
}

/** Asks the counter's look-ups again (the invoice was paid: its parcels now show paid). */
export function useRefreshCounter(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void refreshCounter(queryClient), [queryClient]);
}
