import { pushKeySchema } from '@contract';
import { apiFetch } from '@/lib/http';

/** GET /api/push/key: the server's VAPID public key, which `pushManager.subscribe` needs. */
export async function getPushKey(): Promise<string> {
  return pushKeySchema.parse(await apiFetch<unknown>('/push/key')).publicKey;
}
