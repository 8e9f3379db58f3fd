import { pickupAnswerSchema } from '@contract';
import type { FastifyInstance } from 'fastify';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { requireUser } from '../../plugins/session';
import { requireVerifiedPhone } from '../auth/verified-phone';
import { loadPickupCard } from './pickup-card';

/** The customer's pickup card: what is ready, what it costs, and the short code to collect it with. */
export async function pickupRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireUser);
  const { db, organizationId, arrival } = instance.ctx;

  app.get(
    '/api/package/pickup',
    // The card shows the phone's parcels and the code that collects them: a proved phone only.
    {
      onRequest: requireVerifiedPhone,
      schema: {
        description:
          "The caller's pickup card: the parcels waiting in Ulaanbaatar, what they owe in all and the code to show at the counter.",
        response: { 200: pickupAnswerSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) =>
      loadPickupCard(db, request.user!.phone, {
        organizationId,
        now: arrival.now,
        onlinePayment: instance.ctx.payments.online !== undefined,
      }),
  );
}
