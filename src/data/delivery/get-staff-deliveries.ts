import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveryRequestListSchema, type DeliveryRequest } from '@contract';
import { apiFetch } from '@/lib/http';
import { staffKeys } from '../query-keys';

/** GET /api/staff/delivery: the open door-delivery requests, oldest first. */
export async function getStaffDeliveries(): Promise<DeliveryRequest[]> {
  return deliveryRequestListSchema.parse(await apiFetch<unknown>('/staff/delivery')).list;
}

export const staffDeliveriesQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.deliveries, queryFn: getStaffDeliveries, staleTime: 0 });

export function useStaffDeliveries() {
  return useQuery(staffDeliveriesQueryOptions());
}
