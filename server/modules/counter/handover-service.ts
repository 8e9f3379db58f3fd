import { amountDue, changeDue, creditTakenOff, HANDOVER_UNDO_WINDOW_MS, type PaymentMethod } from '@contract';
import { reasonMessages } from '@contract/reason-messages';
import type { Db } from '../../db/database';
import { toIso, type ParcelRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { findParcelRows, findParcelRowsById } from '../parcels/parcel-repository';
import { finishAtCounter, returnToShelf } from './hand-over-parcel';
import { findHandoverRow, handoverParcelIds, insertHandover, voidHandover } from './handover-repository';
import type { StorageClock } from '../arrival/storage-days';
import { billingMessages, refuse } from '../billing/billing-messages';
import { receiptLines, reverseLedger } from '../billing/ledger';
import { duesOf, onePhoneOrRefuse, refusalOf, type ParcelDue } from '../billing/parcel-dues';
import { moneyMethodOf } from '../billing/money-methods';
import { creditOf } from '../billing/customer-credit';
import { settle } from '../billing/settle';
import { dropPickupCode } from './pickup-codes';
import { queueReceipt, requestReturn } from '../ebarimt/receipt-outbox';

export const counterMessages = {
  ...billingMessages,
  handoverNotFound: 'Олголтын бүртгэл олдсонгүй',
  customerNotFound: 'Энэ утас, код эсвэл трак кодоор хэрэглэгч олдсонгүй',
  unclaimed: reasonMessages.UNCLAIMED_NOT_CLAIMED,
} as const;

/** A parcel taken in without a phone belongs to nobody yet: a claim approved by staff gives it an owner first. */
function refuseUnclaimed(parcel: ParcelRow | undefined, code: string): void {
  if (parcel && (parcel.unclaimed_at !== null || parcel.phone === ''))
    throw conflict(counterMessages.unclaimed(code), 'UNCLAIMED_NOT_CLAIMED');
}

/** The part of a parcel's payment that is storage (the rest pays its fee): the receipt's own line. */
function storagePartOf(due: ParcelDue): number {
  return Math.max(0, (due.due ?? 0) - Math.max(0, (due.fee ?? 0) - due.paidAmount));
}

/**
 * What the till takes for these dues: the customer's kept money (credit) comes off first, and what
 * was handed in must fit the rest (cash at least it, card and transfer exactly); else 409 WRONG_AMOUNT.
 */
function takenAtTill(dues: readonly ParcelDue[], credit: number, request: { method: PaymentMethod; amountReceived: number }) {
  const creditUsed = creditTakenOff(amountDue(dues), credit);
  const total = amountDue(dues) - creditUsed;
  if (request.method === 'ONLINE' && total > 0) throw refuse(billingMessages.onlineNotPaid, 'WRONG_AMOUNT');
  const change = changeDue(request.method === 'ONLINE' ? 'TRANSFER' : request.method, request.amountReceived, total);
  if (change === null) {
    const message = request.method === 'CASH' && total > 0 ? billingMessages.cashShort : billingMessages.wrongAmount;
    throw refuse(message(request.amountReceived, total), 'WRONG_AMOUNT');
  }
  return { total, creditUsed };
}

/**
 * Hands parcels over, in one transaction: their rows are locked (PostgreSQL; SQLite has one
 * writer) before they are checked, so a second counter or a door-delivery request for the same
 * parcel waits and then finds it gone. Every parcel moves DELIVERED → FINISHED with its history
 * row, one handover record is written, and the customer's pickup code is replaced. Any refusal is
 * a 409 and changes nothing. Answers the handover's id.
 */
export async function handOver(
  db: Db,
  request: { trackCodes: string[]; method: PaymentMethod; amountReceived: number; customerTin?: string },
  staffId: number,
  storage?: StorageClock,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await findParcelRows(trx, request.trackCodes, { lock: true });
    const byCode = new Map(rows.map((row) => [row.track_code, row]));
    // What each owes now (fee, storage until now, less what was received: billing's one rule).
    const dues = await duesOf(trx, storage, rows);
    const dueById = new Map(dues.map((due) => [due.id, due]));
    for (const code of request.trackCodes) {
      const row = byCode.get(code);
      refuseUnclaimed(row, code);
      const refusal = refusalOf(row, row && dueById.get(row.id), code);
      if (refusal) throw refusal;
    }
    const phone = onePhoneOrRefuse(rows);
    const { total, creditUsed } = takenAtTill(dues, await creditOf(trx, phone, { lock: true }), request);
    // Parcels with nothing left to pay (paid online); the storage part of each parcel's payment here, on its own line.
    const paid = new Set(dues.filter((due) => due.due === 0).map((due) => due.id));
    const storageFees = new Map(dues.map((due) => [due.id, storagePartOf(due)]));
    // Nothing taken at the counter because everything was paid online: that is how it was paid.
    const method = total === 0 && rows.every((row) => paid.has(row.id)) ? 'ONLINE' : request.method;
    const id = await insertHandover(trx, {
      phone,
      staffId,
      method,
      customerTin: request.customerTin ?? null,
      total,
      creditUsed,
      amountReceived: request.amountReceived,
      parcels: rows,
      storageFees,
    });
    // The ledger's rows of this handover, in its transaction: each parcel charged and paid once.
    await settle(trx, {
      phone,
      event: { handoverId: id },
      staffId,
      method: moneyMethodOf(method),
      source: 'COUNTER',
      parcels: dues.map((due) => ({ id: due.id, fee: due.fee!, storageFee: due.storageFee, due: due.due! })),
      ...(creditUsed > 0 ? { creditUsed } : {}),
    });
    for (const row of rows) await finishAtCounter(trx, row, staffId);
    await dropPickupCode(trx, phone);
    // The e-barimt of the money taken here, in this transaction (parcels paid online have theirs).
    await queueReceipt(trx, {
      source: 'HANDOVER',
      sourceId: id,
      phone,
      method: request.method,
      customerTin: request.customerTin,
      // The receipt lists what the ledger just recorded as paid here: one source of the amount.
      lines: await receiptLines(trx, { handoverId: id }),
    });
    const trackCodes = rows.map((row) => row.track_code);
    await recordAudit(trx, {
      actorId: staffId,
      action: 'handover.create',
      object: phone,
      after: { handoverId: id, method: request.method, total, ...(creditUsed > 0 ? { creditUsed } : {}), trackCodes },
    });
    return id;
  });
}

/**
 * Takes a handover back (the wrong customer at a busy counter): only the staff member who made it,
 * within HANDOVER_UNDO_WINDOW_MS, once. The handover is marked void and every parcel goes back to
 * DELIVERED with an UNDO history row, in one transaction.
 */
export async function undoHandover(db: Db, id: number, staffId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const handover = await findHandoverRow(trx, id);
    if (!handover) throw notFound(counterMessages.handoverNotFound);
    const age = Date.now() - new Date(toIso(handover.created_at)).getTime();
    if (handover.staff_id !== staffId || handover.voided_at !== null || age > HANDOVER_UNDO_WINDOW_MS) {
      throw conflict('UNDO_EXPIRED');
    }
    if (!(await voidHandover(trx, id, staffId))) throw conflict('UNDO_EXPIRED');
    // The money comes back out of the ledger as reversals (the handover's rows stay as they were).
    await reverseLedger(trx, { handoverId: id }, staffId, 'UNDO');
    const ids = (await handoverParcelIds(trx, id)).map((row) => row.parcel_id);
    const parcels = await findParcelRowsById(trx, ids);
    for (const parcel of parcels) await returnToShelf(trx, parcel, staffId);
    await requestReturn(trx, 'HANDOVER', id);
    await recordAudit(trx, {
      actorId: staffId,
      action: 'handover.undo',
      object: handover.phone,
      before: { handoverId: id, method: handover.method, total: handover.total, trackCodes: parcels.map((parcel) => parcel.track_code) },
      after: { voided: true },
    });
  });
}
