import type { PushSubscriptionInput } from '@contract';
import { apiFetch } from '@/lib/http';

/** POST /api/push/subscriptions: the browser's `PushSubscription.toJSON()` and the app's language (idempotent). */
export async function savePushSubscription(body: PushSubscriptionInput): Promise<void> {
  // No answer to read (201 without a body): nothing to parse (docs/pwa.md, Fetchers).
  await apiFetch('/push/subscriptions', { method: 'POST', body });
}
