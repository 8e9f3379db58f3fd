import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveryRequestSchema, type DeliveryRequest } from '@contract';
import { apiFetch } from '@/lib/http';
import { staffKeys } from '../query-keys';

/** PATCH /api/staff/delivery/{id}: REQUESTED → OUT_FOR_DELIVERY → DONE. */
export async function moveStaffDelivery({ id, state }: { id: number; state: 'OUT_FOR_DELIVERY' | 'DONE' }): Promise<DeliveryRequest> {
  return deliveryRequestSchema.parse(await apiFetch<unknown>(`/staff/delivery/${id}`, { method: 'PATCH', body: { state } }));
}

export function useMoveStaffDelivery() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveStaffDelivery, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.deliveries }) });
}
