import { deliveryRequestInputSchema, deliveryRequestListSchema, deliveryRequestSchema, idParamsSchema } from '@contract';
import type { FastifyInstance } from 'fastify';
import { errorAnswers, listAnswer, typedRoutes } from '../../lib/route-answers';
import { z } from 'zod';
import { requireUser } from '../../plugins/session';
import { requireVerifiedPhone } from '../auth/verified-phone';
import { cancelDelivery, requestDelivery } from './delivery-moves';
import { findDeliveryRequest, listDeliveryRequests } from './delivery-repository';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** A customer's door-delivery requests for their arrived (DELIVERED) parcels. */
export async function deliveryRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireUser);
  // A delivery hands the phone's parcels to an address: only for an account that proved the phone.
  app.addHook('preHandler', requireVerifiedPhone);
  const { db, reads, organizationId, arrival } = instance.ctx;
  // What a request owes counts the storage until now, as the counter does.
  const clock = { organizationId, now: arrival.now };

  app.get(
    '/api/delivery',
    {
      schema: {
        description: "The caller's door-delivery requests, newest first (100 at most), with what each still owes.",
        response: { 200: deliveryRequestListSchema, ...errors },
      },
    },
    async (request) => listAnswer(await listDeliveryRequests(reads, request.user!.id, clock)),
  );

  app.post(
    '/api/delivery',
    {
      schema: {
        description:
          "Asks for door delivery of the caller's parcels waiting in Ulaanbaatar, to a saved address: the request with its fees. Refused (409) unless every parcel is ready and in no open request; two requests racing for one parcel: one 201, one 409.",
        body: deliveryRequestInputSchema,
        response: { 201: deliveryRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await requestDelivery(db, { user: request.user!, organizationId, clock }, request.body);
      return reply.code(201).send((await findDeliveryRequest(db, id, undefined, clock))!);
    },
  );

  app.delete(
    '/api/delivery/:id',
    {
      schema: {
        description: "Cancels the caller's request while it is not yet out for delivery; its parcels are free again.",
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await cancelDelivery(db, request.params.id, request.user!.id);
      return reply.code(204).send(null);
    },
  );
}
