import { apiFetch } from '@/lib/http';
import { useDeliveryChange } from './get-deliveries';

/** DELETE /api/delivery/{id}: only a request still REQUESTED. */
export async function cancelDelivery(id: number): Promise<void> {
  await apiFetch(`/delivery/${id}`, { method: 'DELETE' });
}

export const useCancelDelivery = () => useDeliveryChange(cancelDelivery);
