import { deliveryRequestSchema, type DeliveryRequest, type DeliveryRequestInput } from '@contract';
import { apiFetch } from '@/lib/http';
import { useDeliveryChange } from './get-deliveries';

/** POST /api/delivery: door delivery of the customer's DELIVERED parcels to a saved address. */
export async function createDelivery(body: DeliveryRequestInput): Promise<DeliveryRequest> {
  return deliveryRequestSchema.parse(await apiFetch<unknown>('/delivery', { method: 'POST', body }));
}

export const useCreateDelivery = () => useDeliveryChange(createDelivery);
