import { deliveryRequestListSchema, deliveryRequestSchema, idParamsSchema, NEXT_DELIVERY_STATE, staffDeliveryPatchSchema } from '@contract';
import type { FastifyInstance } from 'fastify';
import { errorAnswers, listAnswer, typedRoutes } from '../../lib/route-answers';
import type { Db } from '../../db/database';
import { conflict, messages, notFound } from '../../lib/http-error';
import { requireStaff } from '../../plugins/session';
import { recordAudit } from '../audit/record-audit';
import { moveParcel, movedOr409 } from '../parcels/move-parcel';
import { findParcelRowsById } from '../parcels/parcel-repository';
import { queueParcelNotifications } from '../push/notification-outbox';
import { billingMessages, refuse } from '../billing/billing-messages';
import { collectAtDoor } from '../billing/door-collection';
import { receiptLines } from '../billing/ledger';
import { queueReceipt } from '../ebarimt/receipt-outbox';
import {
  deliveryParcelIds,
  findDeliveryRequest,
  findDeliveryRow,
  listOpenDeliveryRequests,
  moveDeliveryRequest,
} from './delivery-repository';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** DONE hands the parcels over: each moves DELIVERED → FINISHED through moveParcel (which tells the owner). */
async function finishParcels(trx: Db, parcelIds: number[], staffId: number): Promise<void> {
  for (const parcel of await findParcelRowsById(trx, parcelIds)) {
    const result = await moveParcel(trx, { parcel, to: 'FINISHED', by: staffId });
    if (result.outcome === 'refused') throw conflict(`${parcel.track_code}: ${result.message}`, result.reason);
    movedOr409(result);
  }
}

/** Staff's door-delivery queue: REQUESTED → OUT_FOR_DELIVERY (the customer is told) → DONE. */
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
    async () => {
      return listAnswer(await listOpenDeliveryRequests(db, clock));
    },
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
      await db.transaction().execute(async (trx) => {
        const current = await findDeliveryRow(trx, id);
        if (!current) throw notFound(messages.deliveryNotFound);
        if (NEXT_DELIVERY_STATE[current.state] !== to) throw conflict(messages.deliveryWrongMove, 'DELIVERY_MOVE_REFUSED');
        if (collected && to !== 'DONE') throw refuse(billingMessages.nothingToCollect, 'WRONG_AMOUNT');
        // DONE: the money collected at the door must be what is still due; it is written to the ledger here.
        if (to === 'DONE') {
          const phone = await collectAtDoor(trx, { ...current, staffId: request.user!.id, clock }, collected);
          // The e-barimt of the money collected at the door, queued with it (nothing collected: none).
          if (phone && collected) {
            const lines = await receiptLines(trx, { deliveryId: id });
            await queueReceipt(trx, { source: 'DELIVERY', sourceId: id, phone, method: collected.method, lines });
          }
        }
        if (!(await moveDeliveryRequest(trx, id, current.state, to)))
          throw conflict(messages.deliveryChangedMeanwhile, 'CHANGED_MEANWHILE');
        const parcelIds = await deliveryParcelIds(trx, id);
        const audit = { actorId: request.user!.id, action: 'delivery.move' as const, object: `delivery:${id}` };
        await recordAudit(trx, { ...audit, before: { state: current.state }, after: { state: to } });
        if (to === 'OUT_FOR_DELIVERY') await queueParcelNotifications(trx, parcelIds, 'OUT_FOR_DELIVERY');
        else await finishParcels(trx, parcelIds, request.user!.id);
      });
      return (await findDeliveryRequest(db, id, undefined, clock))!;
    },
  );
}
