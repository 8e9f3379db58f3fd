import { apiFetch } from '@/lib/http';

/** DELETE /api/push/subscriptions: this browser stops getting notifications. */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  // No answer to read (204): nothing to parse (docs/pwa.md, Fetchers).
  await apiFetch('/push/subscriptions', { method: 'DELETE', body: { endpoint } });
}
