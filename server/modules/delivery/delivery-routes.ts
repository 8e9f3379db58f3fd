import { deliveryRequestInputSchema, deliveryRequestListSchema, deliveryRequestSchema, idParamsSchema } from '@contract';
import type { FastifyInstance } from 'fastify';
import { errorAnswers, listAnswer, typedRoutes } from '../../lib/route-answers';
import { z } from 'zod';
import { conflict, messages, notFound } from '../../lib/http-error';
import { requireUser } from '../../plugins/session';
import { findAddress } from '../addresses/address-repository';
import { isUniqueViolation } from '../../db/unique-violation';
import { requireVerifiedPhone } from '../auth/verified-phone';
import { duesOf, refusalOf, whyNotPayable } from '../billing/parcel-dues';
import { findDeliveryFee } from '../warehouses/warehouse-repository';
import * as deliveryRequests from './delivery-repository';

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
    async (request) => {
      return listAnswer(await deliveryRequests.listDeliveryRequests(reads, request.user!.id, clock));
    },
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
      const user = request.user!;
      const { trackCodes, addressId, note, phone } = request.body;
      const id = await db
        .transaction()
        .execute(async (trx) => {
          const address = await findAddress(trx, user.id, addressId);
          if (!address) throw notFound(messages.addressNotFound);
          const parcels = await deliveryRequests.findDeliverableParcels(trx, user.phone, trackCodes);
          // A code left out: the counter's reason for it (handed over, in another request, not ready…).
          const missing = trackCodes.find((code) => !parcels.some((parcel) => parcel.track_code === code));
          if (missing !== undefined) {
            const refusal = await whyNotPayable(trx, clock, user.phone, missing);
            // Not ready reads in delivery's words (only own parcels waiting in Ulaanbaatar can be sent).
            throw refusal.reason === 'NOT_READY' ? conflict(messages.deliveryParcelsNotAvailable, 'NOT_READY') : refusal;
          }
          // Billing's refusals, as at the counter: an unpriced parcel (NOT_PRICED) or one with an open invoice (PAYMENT_PENDING).
          const dues = await duesOf(trx, clock, parcels);
          for (const [index, parcel] of parcels.entries()) {
            const refusal = refusalOf(parcel, dues[index], parcel.track_code);
            if (refusal) throw refusal;
          }
          return deliveryRequests.insertDeliveryRequest(trx, {
            userId: user.id,
            address,
            phone: phone ?? address.phone,
            note,
            parcelIds: parcels.map((parcel) => parcel.id),
            deliveryFee: await findDeliveryFee(trx, organizationId),
          });
        })
        .catch((error: unknown) => {
          // Another request took a parcel between the check and the insert.
          throw isUniqueViolation(error) ? conflict(messages.deliveryParcelsNotAvailable, 'IN_DELIVERY') : error;
        });
      return reply.code(201).send((await deliveryRequests.findDeliveryRequest(db, id, undefined, clock))!);
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
      const { id } = request.params;
      const userId = request.user!.id;
      const cancelled = await db
        .transaction()
        .execute((trx) => deliveryRequests.moveDeliveryRequest(trx, id, 'REQUESTED', 'CANCELLED', userId));
      if (!cancelled) {
        if (!(await deliveryRequests.findDeliveryRequest(db, id, userId))) throw notFound(messages.deliveryNotFound);
        throw conflict(messages.deliveryNotCancellable, 'DELIVERY_NOT_CANCELLABLE');
      }
      return reply.code(204).send(null);
    },
  );
}
