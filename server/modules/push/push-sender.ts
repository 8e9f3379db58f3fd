import webpush from 'web-push';
import { isAllowedPushEndpoint } from './push-origins';
import type { VapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type SendOutcome = 'sent' | 'gone' | 'retry' | 'failed';

/** How long the push service may keep an undelivered message (a phone offline for a day still gets it). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

/**
 * One encrypted request (RFC 8291 aes128gcm, VAPID RFC 8292) built by `web-push`, sent with Node's
 * own fetch rather than web-push's https call: redirects are refused (a push service must not
 * bounce us to another host), a hung service times out, and the endpoint is checked against the
 * allowed origins once more at send time.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  vapid: VapidKeys,
  allowedOrigins: readonly string[],
): Promise<SendOutcome> {
  if (!isAllowedPushEndpoint(target.endpoint, allowedOrigins)) return 'failed';
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      TTL: PUSH_TTL_SECONDS,
      vapidDetails: vapid,
      contentEncoding: 'aes128gcm',
    },
  );
  // fetch computes Content-Length itself and refuses one set by hand.
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  let status: number;
  try {
    const response = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body as Buffer) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel();
  } catch {
    return 'retry';
  }
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'failed';
}
