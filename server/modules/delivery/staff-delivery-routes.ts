import { deliveryRequestListSchema, deliveryRequestSchema, idParamsSchema, staffDeliveryPatchSchema } from '@contract';
import type { FastifyInstance } from 'fastify';
import { errorAnswers, listAnswer, typedRoutes } from '../../lib/route-answers';
import { requireStaff } from '../../plugins/session';
import { moveDelivery } from './delivery-moves';
import { findDeliveryRequest, listOpenDeliveryRequests } from './delivery-repository';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** Staff's door-delivery queue: REQUESTED → OUT_FOR_DELIVERY (the customer is told) → DONE (delivery-moves.ts). */
export async function staffDeliveryRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireStaff);
  const { db, organizationId, arrival } = instance.ctx;
  const clock = { organizationId, now: arrival.now };

  app.get(
    '/api/staff/delivery',
    {
      schema: {
        description: 'Staff: the open door-delivery requests (requested or out for delivery), oldest first, 200 at most.',
        response: { 200: deliveryRequestListSchema, ...errors },
      },
    },
    async () => listAnswer(await listOpenDeliveryRequests(db, clock)),
  );

  app.patch(
    '/api/staff/delivery/:id',
    {
      schema: {
        description:
          'Staff move a request one step (REQUESTED → OUT_FOR_DELIVERY → DONE) by compare-and-set. Out for delivery tells the customer (push); done moves every parcel to FINISHED and records the money collected at the door, which must equal what is still due.',
        params: idParamsSchema,
        body: staffDeliveryPatchSchema,
        response: { 200: deliveryRequestSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { state: to, collected } = request.body;
      await moveDelivery(db, { id, to, collected, staffId: request.user!.id, clock });
      return (await findDeliveryRequest(db, id, undefined, clock))!;
    },
  );
}
