import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { ebarimtPaymentCode } from '../payments/ebarimt-client';
import type { OutsideServiceError } from '../payments/outside-call';
import { saveEbarimt } from '../payments/payment-repository';
import type { PaymentContext } from '../payments/payment-settings';
import { findHandoverRow } from './handover-repository';

/*
 * The e-barimt of money taken at the counter: one item per parcel paid here (parcels paid online
 * have theirs already). Issued once after the handover is written; a failure leaves the handover
 * standing with the receipt marked FAILED, for staff to issue again (POST …/ebarimt).
 */

export const shownKey = (id: number) => `handover:${id}`;

export async function issueHandoverReceipt(db: Db, payments: PaymentContext, id: number, log: FastifyBaseLogger): Promise<void> {
  const handover = await findHandoverRow(db, id);
  if (!payments.ebarimt || !handover || handover.total === 0 || handover.voided_at !== null) return;
  const rows = await db
    .selectFrom('handover_parcels')
    .innerJoin('parcels', 'parcels.id', 'handover_parcels.parcel_id')
    .select(['parcels.track_code as trackCode', 'handover_parcels.fee', 'handover_parcels.storage_fee', 'handover_parcels.parcel_id'])
    .where('handover_id', '=', id)
    .orderBy('parcels.track_code')
    .execute();
  // A parcel's storage days past the free ones are part of what was paid for it: the receipt's items add up to the handover's total.
  const items = rows.map(({ storage_fee, ...item }) => ({ ...item, fee: item.fee + storage_fee }));
  const paidOnline = new Set(
    (
      await db
        .selectFrom('payment_parcels')
        .select('paid_parcel_id')
        .where(
          'paid_parcel_id',
          'in',
          items.map((item) => item.parcel_id),
        )
        .execute()
    ).map((row) => row.paid_parcel_id),
  );
  const charged = items.filter((item) => !paidOnline.has(item.parcel_id));
  try {
    const receipt = await payments.ebarimt.issue({
      items: charged,
      payment: ebarimtPaymentCode(handover.method),
      customerTin: handover.customer_tin,
    });
    await saveEbarimt(db, 'handovers', id, { id: receipt.id, status: 'ISSUED', date: receipt.date });
    await payments.shownReceipts.remember(shownKey(id), receipt);
  } catch (error) {
    log.warn({ handover: id, detail: (error as OutsideServiceError).detail ?? String(error) }, 'e-barimt failed');
    await saveEbarimt(db, 'handovers', id, { id: null, status: 'FAILED', date: null });
  }
}

/** A voided handover returns its receipt; a failure is logged and the receipt stays ISSUED (returned by hand). */
export async function returnHandoverReceipt(db: Db, payments: PaymentContext, id: number, log: FastifyBaseLogger): Promise<void> {
  const handover = await findHandoverRow(db, id);
  if (!payments.ebarimt || handover?.ebarimt_status !== 'ISSUED' || !handover.ebarimt_id) return;
  try {
    await payments.ebarimt.returnReceipt({ id: handover.ebarimt_id, date: handover.ebarimt_date ?? '' });
    await saveEbarimt(db, 'handovers', id, { id: handover.ebarimt_id, status: 'RETURNED' });
  } catch (error) {
    log.error(
      { handover: id, ebarimt: handover.ebarimt_id, detail: (error as OutsideServiceError).detail ?? String(error) },
      'e-barimt return failed',
    );
  }
}
