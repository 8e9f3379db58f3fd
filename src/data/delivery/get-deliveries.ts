import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deliveryRequestListSchema, type DeliveryRequest } from '@contract';
import { apiFetch } from '@/lib/http';
import { userKeys } from '../query-keys';

/** GET /api/delivery: the customer's door-delivery requests, newest first. */
export async function getDeliveries(): Promise<DeliveryRequest[]> {
  return deliveryRequestListSchema.parse(await apiFetch<unknown>('/delivery')).list;
}

export const deliveriesQueryOptions = () => queryOptions({ queryKey: userKeys.deliveries(), queryFn: getDeliveries, staleTime: 0 });

export function useDeliveries() {
  return useQuery(deliveriesQueryOptions());
}

/** A change to the customer's requests: the requests and the parcel lists are fetched again. */
export function useDeliveryChange<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.deliveries() }),
        queryClient.invalidateQueries({ queryKey: userKeys.parcels(undefined).slice(0, 2) }),
      ]),
  });
}
