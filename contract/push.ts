import { z } from 'zod';
import type { ParcelStatus } from './parcel-status';

/**
 * The statuses a customer is told about by Web Push (REGISTERED is their own doing). FINISHED is
 * told too: after a handover at the counter it says the parcel was collected ("Захиалга дууссан"),
 * which matters most when someone else collected it with the customer's pickup code.
 */
export const PUSH_NOTIFIED_STATUSES: readonly ParcelStatus[] = ['RECEIVED', 'SENT', 'DELIVERED', 'BROKEN', 'FINISHED'];

export const PUSH_LANGUAGES = ['mn', 'en'] as const;

/** GET /api/push/key: the VAPID public key `pushManager.subscribe` needs (base64url). */
export const pushKeySchema = z.object({ publicKey: z.string() });

const pushEndpointSchema = z
  .string({ error: 'Мэдэгдлийн хаяг оруулна уу' })
  .max(1000, { error: 'Мэдэгдлийн хаяг хэт урт байна' })
  .url({ error: 'Мэдэгдлийн хаяг буруу байна' });

/** base64url of a fixed byte length (the browser's P-256 key is 65 bytes, its auth secret 16). */
const base64UrlBytes = (bytes: number, label: string) =>
  z
    .string({ error: `${label} оруулна уу` })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: `${label} буруу байна` })
    .refine((text) => text.replace(/=+$/, '').length === Math.ceil((bytes * 4) / 3), { error: `${label} буруу байна` });

/** POST /api/push/subscriptions: `PushSubscription.toJSON()` as the browser gives it, plus the app's language. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    { p256dh: base64UrlBytes(65, 'Мэдэгдлийн түлхүүр'), auth: base64UrlBytes(16, 'Мэдэгдлийн нууц') },
    { error: 'Мэдэгдлийн түлхүүр оруулна уу' },
  ),
  language: z.enum(PUSH_LANGUAGES, { error: 'Хэл буруу байна' }).default('mn'),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInputSchema>;

/** DELETE /api/push/subscriptions */
export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpointSchema });

/** What the service worker receives (decrypted) and shows. */
export interface PushMessage {
  title: string;
  body: string;
  /** Opened on click: `/track/{trackCode}`. */
  url: string;
  /** One per parcel, so a newer status replaces the older notification. */
  tag: string;
}
