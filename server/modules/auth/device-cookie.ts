import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { privateCookieOptions } from '../../lib/private-cookie';

export const DEVICE_COOKIE = 'achaa_device';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * OWASP's "device cookies" against account lockout: a browser that has signed in to an account gets
 * a cookie naming that account, and its password checks count in a bucket of their own, so a
 * stranger locking the phone (five wrong passwords) does not lock its owner out.
 *
 * The cookie is `userId.nonce.mac`, the MAC an HMAC-SHA256 under a key kept in the database (shared
 * by every instance) over the user id, the nonce and the user's current password hash: a password
 * change (or reset) voids every device cookie of that account at once, with no table to keep.
 */
export function createDeviceCookies(key: Buffer) {
  const mac = (userId: number, nonce: string, passwordHash: string) =>
    createHmac('sha256', key).update(`${userId}.${nonce}.${passwordHash}`).digest();

  return {
    /** Called after every successful sign-in: a fresh nonce each time. */
    issue(request: FastifyRequest, reply: FastifyReply, user: UserRow): void {
      const nonce = randomBytes(16).toString('base64url');
      const value = `${user.id}.${nonce}.${mac(user.id, nonce, user.password_hash).toString('base64url')}`;
      // Only the sign-in calls read it.
      reply.setCookie(DEVICE_COOKIE, value, {
        ...privateCookieOptions(request, { sameSite: 'strict', path: '/api/auth' }),
        maxAge: ONE_YEAR_SECONDS,
      });
    },
    /** The device's id (its nonce) when the request carries a valid device cookie of `user`; otherwise undefined. */
    deviceOf(request: FastifyRequest, user: UserRow | undefined): string | undefined {
      const value = request.cookies[DEVICE_COOKIE];
      if (!user || !value || value.length > 200) return undefined;
      const [userId, nonce, signature] = value.split('.');
      if (Number(userId) !== user.id || !nonce || !signature) return undefined;
      const expected = mac(user.id, nonce, user.password_hash);
      const given = Buffer.from(signature, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
    },
  };
}
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
