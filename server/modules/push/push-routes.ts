import { pushKeySchema, pushSubscriptionInputSchema, pushUnsubscribeSchema } from '@contract';
import type { FastifyInstance } from 'fastify';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { z } from 'zod';
import { HttpError, messages } from '../../lib/http-error';
import { requireUser, SESSION_COOKIE } from '../../plugins/session';
import { hashToken } from '../auth/session-repository';
import { requireVerifiedPhone } from '../auth/verified-phone';
import { isP256PublicKey } from './push-key-check';
import { isAllowedPushEndpoint } from './push-origins';
import { deletePushSubscription, keepNewestSubscriptions, savePushSubscription } from './push-subscription-repository';

const errors = errorAnswers(400, 401, 403);

/** Web Push: the server's public key, for anyone. */
export async function pushRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  const { push } = instance.ctx;

  app.get(
    '/api/push/key',
    { schema: { description: 'The VAPID public key, for `pushManager.subscribe`.', response: { 200: pushKeySchema } } },
    async () => ({ publicKey: push.vapid.publicKey }),
  );
}

/** The signed-in browser subscribes. Notifications tell the phone's parcel news: only to an account that proved the phone. */
export async function pushSubscribeRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireVerifiedPhone);
  const { db, push } = instance.ctx;

  app.post(
    '/api/push/subscriptions',
    {
      schema: {
        description:
          "Saves the browser's push subscription (`PushSubscription.toJSON()` and a language) for the session; the same endpoint again updates it. The endpoint must be a known push service and the keys a real P-256 point and a 16-byte secret.",
        body: pushSubscriptionInputSchema,
        response: { 201: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!isAllowedPushEndpoint(request.body.endpoint, push.allowedOrigins)) throw new HttpError(400, messages.pushServiceNotAllowed);
      // The schema checked its shape; a point off the curve would make every send of this row throw.
      if (!isP256PublicKey(request.body.keys.p256dh)) throw new HttpError(400, messages.pushKeyInvalid);
      // requireUser found the session, so the cookie is there.
      const sessionTokenHash = hashToken(request.cookies[SESSION_COOKIE]!);
      await savePushSubscription(db, request.user!.id, sessionTokenHash, request.body);
      await keepNewestSubscriptions(db, request.user!.id);
      return reply.code(201).send(null);
    },
  );
}

/** The signed-in browser unsubscribes, whether or not its phone is proved. */
export async function pushUnsubscribeRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireUser);
  const { db } = instance.ctx;

  app.delete(
    '/api/push/subscriptions',
    {
      schema: {
        description: "Removes the caller's own subscription of that endpoint.",
        body: pushUnsubscribeSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePushSubscription(db, request.user!.id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
}
