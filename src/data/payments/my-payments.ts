import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerPaymentListSchema } from '@contract';
import { apiFetch } from '@/lib/http';
import { userKeys } from '../query-keys';

/** GET /api/payments: the signed-in customer's payments, online, at the counter and at the door, newest first. */
export const myPaymentsQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.payments(),
    queryFn: async ({ signal }) => customerPaymentListSchema.parse(await apiFetch<unknown>('/payments', { signal })),
  });

export const useMyPayments = () => useQuery(myPaymentsQueryOptions());
