import { createECDH } from 'node:crypto';

/**
 * Whether a subscription's `p256dh` (base64url) is a point on the P-256 curve. web-push derives the
 * message key with ECDH on it and throws for any other 65 bytes; such a row used to jam the push
 * worker. ECDH refuses a point off the curve, so one key agreement with a throwaway key
 * pair is the check.
 */
export function isP256PublicKey(p256dh: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) return false;
  try {
    checker.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}

// One key pair for every check: only the peer point is being tested, never the secret.
const checker = createECDH('prime256v1');
checker.generateKeys();
