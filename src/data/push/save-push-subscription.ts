import type { PushSubscriptionInput } from '@contract';
import { apiFetch } from '@/lib/http';

/** POST /api/push/subscriptions: the browser's `PushSubscription.toJSON()` and the app's language (idempotent). */
export async function savePushSubscription(body: PushSubscriptionInput): Promise<void> {
  await apiFetch('/push/subscriptions', { method: 'POST', body });
}
