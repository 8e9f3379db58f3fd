import { z } from 'zod';
import type { ParcelStatus } from './parcel-status';
import { forbiddenCharactersMessage, hasForbiddenCharacters } from './text';

/**
 * The statuses a customer is told about by Web Push (REGISTERED is their own doing). FINISHED is
 * told too: after a handover at the counter it says the parcel was collected ("Захиалга дууссан"),
 * which matters most when someone else collected it with the customer's pickup code.
 */
export const PUSH_NOTIFIED_STATUSES: readonly ParcelStatus[] = ['RECEIVED', 'SENT', 'DELIVERED', 'BROKEN', 'FINISHED'];

export const PUSH_LANGUAGES = ['mn', 'en'] as const;

/** GET /api/push/key: the VAPID public key `pushManager.subscribe` needs (base64url). */
export const pushKeySchema = z.object({ publicKey: z.string() });

/** The column's width (push_subscriptions.endpoint); real push services' endpoints are under 500 characters. */
export const PUSH_ENDPOINT_MAX_LENGTH = 1000;

// The text rule (contract/text.ts) too: a NUL in the endpoint was a 500 on PostgreSQL.
const pushEndpointSchema = z
  .string({ error: 'Мэдэгдлийн хаяг оруулна уу' })
  .max(PUSH_ENDPOINT_MAX_LENGTH, { error: 'Мэдэгдлийн хаяг хэт урт байна' })
  .refine((text) => !hasForbiddenCharacters(text), { error: forbiddenCharactersMessage('Мэдэгдлийн хаяг') })
  .url({ error: 'Мэдэгдлийн хаяг буруу байна' });

/** base64url's length for `bytes` bytes, without padding (65 → 87, 16 → 22). */
const base64UrlLength = (bytes: number) => Math.ceil((bytes * 4) / 3);

/**
 * base64url of a fixed byte length (the browser's P-256 key is 65 bytes, its auth secret 16), at
 * most two `=` of padding: a key of any other length was stored up to the column's width and past
 * it (a 500 on PostgreSQL). The server also checks the P-256 key is a point on the curve.
 */
const base64UrlBytes = (bytes: number, label: string) =>
  z
    .string({ error: `${label} оруулна уу` })
    .max(base64UrlLength(bytes) + 2, { error: `${label} буруу байна` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: `${label} буруу байна` })
    .refine((text) => text.replace(/=+$/, '').length === base64UrlLength(bytes), { error: `${label} буруу байна` });

/** An uncompressed point's first byte is 0x04, and its base64url then begins with `B` (0b000001). */
const p256dhSchema = base64UrlBytes(65, 'Мэдэгдлийн түлхүүр').refine((text) => text.startsWith('B'), {
  error: 'Мэдэгдлийн түлхүүр буруу байна',
});

/** POST /api/push/subscriptions: `PushSubscription.toJSON()` as the browser gives it, plus the app's language. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: p256dhSchema, auth: base64UrlBytes(16, 'Мэдэгдлийн нууц') }, { error: 'Мэдэгдлийн түлхүүр оруулна уу' }),
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
