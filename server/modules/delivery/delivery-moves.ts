import { NEXT_DELIVERY_STATE, type deliveryRequestInputSchema, type StaffDeliveryPatch } from '@contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { caseMessages } from '@contract/reason-messages';
import { conflict, messages, notFound } from '../../lib/http-error';
import { findAddress } from '../addresses/address-repository';
import { recordAudit } from '../audit/record-audit';
import type { StorageClock } from '../arrival/storage-days';
import { billingMessages, refuse } from '../billing/billing-messages';
import { collectAtDoor } from '../billing/door-collection';
import { duesOf, refusalOf, whyNotPayable } from '../billing/parcel-dues';
import { receiptLines } from '../billing/ledger';
import { queueReceipt } from '../ebarimt/receipt-outbox';
import { moveParcel, movedOr409 } from '../parcels/move-parcel';
import { findParcelRowsById } from '../parcels/parcel-repository';
import { queueParcelNotifications } from '../push/notification-outbox';
import { findDeliveryFee } from '../warehouses/warehouse-repository';
import {
  deliveryParcelIds,
  findDeliverableParcels,
  findDeliveryRequest,
  findDeliveryRow,
  insertDeliveryRequest,
  moveDeliveryRequest,
} from './delivery-repository';

/*
 * The door delivery's state machine. The customer asks (→ REQUESTED) and may cancel while it is
 * REQUESTED (→ CANCELLED); staff move it REQUESTED → OUT_FOR_DELIVERY → DONE, one step at a time
 * (NEXT_DELIVERY_STATE). Every move is a compare-and-set, so two hands cannot both make it.
 * What staff's moves write besides the state and its audit row:
 * - OUT_FOR_DELIVERY: the customer is told (a push per parcel);
 * - DONE: the money collected at the door goes to the ledger (billing's collectAtDoor) with its
 *   e-barimt, and every parcel moves DELIVERED → FINISHED through moveParcel.
 */

export interface DeliveryMove {
  id: number;
  to: StaffDeliveryPatch['state'];
  /** DONE only: the money collected at the door. */
  collected: StaffDeliveryPatch['collected'];
  staffId: number;
  clock: StorageClock;
}

type DeliveryRow = NonNullable<Awaited<ReturnType<typeof findDeliveryRow>>>;

/** Moves the request one step in one transaction: 404 without it, 409 for a move out of order or made meanwhile. */
export function moveDelivery(db: Db, move: DeliveryMove): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const current = await findDeliveryRow(trx, move.id);
    if (!current) throw notFound(messages.deliveryNotFound);
    if (NEXT_DELIVERY_STATE[current.state] !== move.to) throw conflict('DELIVERY_MOVE_REFUSED');
    if (move.collected && move.to !== 'DONE') throw refuse(billingMessages.nothingToCollect, 'WRONG_AMOUNT');
    if (move.to === 'DONE') await collectMoney(trx, current, move);
    if (!(await moveDeliveryRequest(trx, move.id, current.state, move.to)))
      throw conflict(caseMessages.CHANGED_MEANWHILE.delivery, 'CHANGED_MEANWHILE');
    const parcelIds = await deliveryParcelIds(trx, move.id);
    const audit = { actorId: move.staffId, action: 'delivery.move' as const, object: `delivery:${move.id}` };
    await recordAudit(trx, { ...audit, before: { state: current.state }, after: { state: move.to } });
    if (move.to === 'OUT_FOR_DELIVERY') await queueParcelNotifications(trx, parcelIds, 'OUT_FOR_DELIVERY');
    else await finishParcels(trx, parcelIds, move.staffId);
  });
}

/** DONE: the money collected at the door must be what is still due; it is written to the ledger here, with its e-barimt. */
async function collectMoney(trx: Db, current: DeliveryRow, { id, collected, staffId, clock }: DeliveryMove): Promise<void> {
  const phone = await collectAtDoor(trx, { ...current, staffId, clock }, collected);
  // Nothing collected: no receipt.
  if (phone && collected) {
    const lines = await receiptLines(trx, { deliveryId: id });
    await queueReceipt(trx, { source: 'DELIVERY', sourceId: id, phone, method: collected.method, lines });
  }
}

/** DONE hands the parcels over: each moves DELIVERED → FINISHED through moveParcel (which tells the owner). */
async function finishParcels(trx: Db, parcelIds: number[], staffId: number): Promise<void> {
  for (const parcel of await findParcelRowsById(trx, parcelIds)) {
    const result = await moveParcel(trx, { parcel, to: 'FINISHED', by: staffId });
    if (result.outcome === 'refused') throw conflict(`${parcel.track_code}: ${result.message}`, result.reason);
    movedOr409(result);
  }
}

/** The customer asking for door delivery: whose parcels, for which organisation's fee, counting storage until now. */
export interface DeliveryAsker {
  user: { id: number; phone: string };
  organizationId: number;
  clock: StorageClock;
}

/**
 * A new request (REQUESTED) for the asker's parcels to a saved address; answers its id. Refused
 * (409) unless every parcel is ready and in no open request: two requests racing for one parcel
 * meet at a unique index, and the loser is told IN_DELIVERY.
 */
export function requestDelivery(
  db: Db,
  { user, organizationId, clock }: DeliveryAsker,
  { trackCodes, addressId, note, phone }: z.output<typeof deliveryRequestInputSchema>,
): Promise<number> {
  return db
    .transaction()
    .execute(async (trx) => {
      const address = await findAddress(trx, user.id, addressId);
      if (!address) throw notFound(messages.addressNotFound);
      const parcels = await findDeliverableParcels(trx, user.phone, trackCodes);
      // A code left out: the counter's reason for it (handed over, in another request, not ready…).
      const missing = trackCodes.find((code) => !parcels.some((parcel) => parcel.track_code === code));
      if (missing !== undefined) {
        const refusal = await whyNotPayable(trx, clock, user.phone, missing);
        // Not ready reads in delivery's words (only own parcels waiting in Ulaanbaatar can be sent).
        throw refusal.reason === 'NOT_READY' ? conflict(caseMessages.NOT_READY.forDelivery, 'NOT_READY') : refusal;
      }
      // Billing's refusals, as at the counter: an unpriced parcel (NOT_PRICED) or one with an open invoice (PAYMENT_PENDING).
      const dues = await duesOf(trx, clock, parcels);
      for (const [index, parcel] of parcels.entries()) {
        const refusal = refusalOf(parcel, dues[index], parcel.track_code);
        if (refusal) throw refusal;
      }
      return insertDeliveryRequest(trx, {
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
      throw isUniqueViolation(error) ? conflict(caseMessages.NOT_READY.forDelivery, 'IN_DELIVERY') : error;
    });
}

/** The customer cancels their request while it is REQUESTED (its parcels are free again): 404 without it, 409 once it is out. */
export async function cancelDelivery(db: Db, id: number, userId: number): Promise<void> {
  const cancelled = await db.transaction().execute((trx) => moveDeliveryRequest(trx, id, 'REQUESTED', 'CANCELLED', userId));
  if (cancelled) return;
  if (!(await findDeliveryRequest(db, id, userId))) throw notFound(messages.deliveryNotFound);
  throw conflict('DELIVERY_NOT_CANCELLABLE');
}
