import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/http-error';
import { requireUser } from '../../plugins/session';

/**
 * The guard of everything that hands a phone's parcels to an account: my parcels, pre-registered
 * codes, push subscriptions (parcel notifications), delivery requests, the pickup card and online
 * payments. Parcels are matched by phone, and anyone can register
 * anyone's phone: until the account has proved it owns the phone (an SMS code, or staff at the
 * counter), these answer `403 Утасны дугаараа баталгаажуулна уу…`.
 *
 * Use it as a route group's guard, alone or after `requireUser` (it signs the request in itself
 * when that has not run): `typedRoutes(instance, requireVerifiedPhone)`, or
 * `app.addHook('preHandler', requireVerifiedPhone)` after `typedRoutes(instance, requireUser)`.
 */
export async function requireVerifiedPhone(request: FastifyRequest): Promise<void> {
  if (!request.user) await requireUser(request);
  if (!isPhoneVerified(request.user!)) throw forbidden('PHONE_NOT_VERIFIED');
}

/** The same question for code outside a route (a worker, a repository filter): has this account proved its phone? */
export function isPhoneVerified(user: { phone_verified_at: Date | string | null }): boolean {
  return user.phone_verified_at !== null;
}
