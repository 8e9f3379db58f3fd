import { apiFetch } from '@/lib/http';
import { useDeliveryChange } from './get-deliveries';

/** DELETE /api/delivery/{id}: only a request still REQUESTED. */
export async function cancelDelivery(id: number): Promise<void> {
  // No answer to read (204): nothing to parse (docs/pwa.md, Fetchers).
  await apiFetch(`/delivery/${id}`, { method: 'DELETE' });
}

export const useCancelDelivery = () => useDeliveryChange(cancelDelivery);
