import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveryRequestSchema, type DeliveryRequest, type StaffDeliveryPatch } from '@contract';
import { apiFetch } from '@/lib/http';
import { staffKeys } from '../query-keys';

/** PATCH /api/staff/delivery/{id}: REQUESTED → OUT_FOR_DELIVERY → DONE, the last with what the courier `collected`. */
export async function moveStaffDelivery({ id, ...body }: StaffDeliveryPatch & { id: number }): Promise<DeliveryRequest> {
  return deliveryRequestSchema.parse(await apiFetch<unknown>(`/staff/delivery/${id}`, { method: 'PATCH', body }));
}

export function useMoveStaffDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveStaffDelivery,
    // Money collected at the door is in the day report too.
    onSuccess: () =>
      Promise.all([staffKeys.deliveries, [...staffKeys.all, 'report']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
