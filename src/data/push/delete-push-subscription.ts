import { apiFetch } from '@/lib/http';

/** DELETE /api/push/subscriptions: this browser stops getting notifications. */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  await apiFetch('/push/subscriptions', { method: 'DELETE', body: { endpoint } });
}
