import type { StaffDeliveryPatch } from '@contract';
import type { Db } from '../../db/database';
import type { StorageClock } from '../arrival/storage-days';
import { billingMessages, refuse } from './billing-messages';
import { deliveryDueOf, deliveryParcelRows } from './delivery-dues';
import { chargedForDelivery } from './ledger';
import { settle } from './settle';

/*
 * A door delivery marked DONE (PATCH /api/staff/delivery/{id}): the courier collected what was
 * still due — the parcels' fees and storage, and the delivery fee — or nothing when nothing was
 * due. Anything else is 409 WRONG_AMOUNT and nothing changes. A parcel with an open invoice is
 * refused (PAYMENT_PENDING), as at the counter. Written in the DONE move's transaction. Answers
 * the customer's phone the money is recorded under (undefined: no customer, nothing recorded).
 */
export async function collectAtDoor(
  trx: Db,
  delivery: { id: number; delivery_fee: number; staffId: number; clock: StorageClock; user_id: number },
  collected: StaffDeliveryPatch['collected'],
): Promise<string | undefined> {
  const parcels = await deliveryParcelRows(trx, delivery.id, true);
  const due = await deliveryDueOf(trx, delivery.clock, delivery, parcels);
  const pending = due.parcels.find((parcel) => parcel.paymentPending);
  if (pending) throw refuse(billingMessages.paymentPending(pending.trackCode), 'PAYMENT_PENDING');
  const amount = collected?.amount ?? 0;
  if (amount !== due.totalDue) {
    throw refuse(
      collected ? billingMessages.wrongAmount(amount, due.totalDue) : billingMessages.collectedMissing(due.totalDue),
      'WRONG_AMOUNT',
    );
  }
  const owner = await trx.selectFrom('users').select('phone').where('id', '=', delivery.user_id).executeTakeFirst();
  const phone = parcels[0]?.phone ?? owner?.phone;
  if (!phone) return undefined;
  await settle(trx, {
    phone,
    event: { deliveryId: delivery.id },
    staffId: delivery.staffId,
    method: collected?.method ?? 'CASH',
    source: 'DOOR',
    // Unpriced parcels cannot be in a request (NOT_PRICED); each is charged its fee and storage once.
    parcels: due.parcels.map((parcel) => ({ id: parcel.id, fee: parcel.fee ?? 0, storageFee: parcel.storageFee, due: parcel.due ?? 0 })),
    deliveryFee: { charge: delivery.delivery_fee - (await chargedForDelivery(trx, delivery.id)), paid: due.feeDue },
  });
  return phone;
}
