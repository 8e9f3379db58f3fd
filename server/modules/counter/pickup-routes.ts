import { pickupAnswerSchema } from '@contract';
import type { FastifyInstance } from 'fastify';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { requireVerifiedPhone } from '../auth/verified-phone';
import { loadPickupCard } from './pickup-card';

/** The customer's pickup card: what is ready, what it costs, and the short code to collect it with. */
export async function pickupRoutes(instance: FastifyInstance) {
  // The card shows the phone's parcels and the code that collects them: a proved phone only.
  const app = typedRoutes(instance, requireVerifiedPhone);
  const { db, organizationId, arrival } = instance.ctx;

  app.get(
    '/api/package/pickup',
    {
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
