import { HANDOVER_UNDO_WINDOW_MS, type PaymentMethod } from '@contract';
import type { Db } from '../../db/database';
import { toIso, type ParcelRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { findParcelRows, findParcelRowsById } from '../parcels/parcel-repository';
import { finishAtCounter, returnToShelf } from './hand-over-parcel';
import { findHandoverRow, handoverParcelIds, insertHandover, voidHandover } from './handover-repository';
import { storageFeesOf, type StorageClock } from '../arrival/storage-days';
import { findPendingParcelIds } from '../payments/payment-repository';
import { findPaidParcelIds } from './paid-parcels';
import { dropPickupCode } from './pickup-codes';

export const counterMessages = {
  notReady: (code: string) => `${code} ачаа олгоход бэлэн биш байна (Улаанбаатарт ирээгүй эсвэл өөр төлөвтэй)`,
  handedOver: (code: string) => `${code} ачааг аль хэдийн олгосон байна`,
  inDelivery: (code: string) => `${code} ачааг хүргэлтээр хүргүүлэхээр хүсэлт гаргасан байна`,
  noFee: (code: string) => `${code} ачааны хөлс тогтоогоогүй тул төлбөртэй олгох боломжгүй. Эхлээд жин, хэмжээ эсвэл үнийг оруулна уу`,
  twoCustomers: 'Нэг удаад зөвхөн нэг хэрэглэгчийн ачааг олгоно',
  wrongAmount: (received: number, due: number) =>
    `Авсан дүн (${received.toLocaleString('en-US')} ₮) нийт төлөх дүнтэй (${due.toLocaleString('en-US')} ₮) таарахгүй байна`,
  handoverNotFound: 'Олголтын бүртгэл олдсонгүй',
  notUndoable: 'Энэ олголтыг буцаах боломжгүй: зөвхөн өөрийн хийсэн олголтыг 5 минутын дотор буцаана',
  customerNotFound: 'Энэ утас, код эсвэл трак кодоор хэрэглэгч олдсонгүй',
  paymentPending: (code: string) =>
    `${code} ачааны онлайн төлбөр хүлээгдэж байна: нэхэмжлэх төлөгдөх, цуцлагдах эсвэл хугацаа нь дуусах хүртэл бэлнээр авах боломжгүй`,
  ebarimtNotReissuable: 'И-баримтыг зөвхөн амжилтгүй болсон үед дахин гаргана',
  onlineNotPaid: 'Онлайнаар төлөгдөөгүй ачаа байна: төлөх дүнг өөр хэлбэрээр авна уу',
  unclaimed: (code: string) =>
    `${code} ачаа эзэнгүй (утасны дугааргүй) байна: хэрэглэгч эхлээд хүсэлт илгээж, ажилтан зөвшөөрсний дараа олгоно`,
} as const;

/** A parcel taken in without a phone belongs to nobody yet: a claim approved by staff gives it an owner first. */
function refuseUnclaimed(parcel: ParcelRow | undefined, code: string): void {
  if (parcel && (parcel.unclaimed_at !== null || parcel.phone === ''))
    throw conflict(counterMessages.unclaimed(code), 'UNCLAIMED_NOT_CLAIMED');
}

/** Why this parcel cannot be handed over now, or null. */
function refusal(parcel: ParcelRow | undefined, code: string, openDelivery: Set<number>): string | null {
  if (parcel?.status === 'FINISHED') return counterMessages.handedOver(code);
  if (!parcel || parcel.state !== 'ACTIVE' || parcel.status !== 'DELIVERED') return counterMessages.notReady(code);
  if (openDelivery.has(parcel.id)) return counterMessages.inDelivery(code);
  if (parcel.price === null) return counterMessages.noFee(code);
  return null;
}

async function openDeliveryParcelIds(db: Db, ids: number[]): Promise<Set<number>> {
  const rows = await db.selectFrom('delivery_request_parcels').select('open_parcel_id').where('open_parcel_id', 'in', ids).execute();
  return new Set(rows.map((row) => row.open_parcel_id!));
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
    const openDelivery = await openDeliveryParcelIds(
      trx,
      rows.map((row) => row.id),
    );
    for (const code of request.trackCodes) {
      refuseUnclaimed(byCode.get(code), code);
      const reason = refusal(byCode.get(code), code, openDelivery);
      if (reason) throw conflict(reason);
    }
    const phones = new Set(rows.map((row) => row.phone));
    if (phones.size !== 1) throw conflict(counterMessages.twoCustomers);
    const paid = await findPaidParcelIds(
      trx,
      rows.map((row) => row.id),
    );
    const pending = await findPendingParcelIds(
      trx,
      rows.filter((row) => !paid.has(row.id)).map((row) => row.id),
    );
    const waiting = rows.find((row) => pending.has(row.id));
    if (waiting) throw conflict(counterMessages.paymentPending(waiting.track_code), 'PAYMENT_PENDING');
    // Storage days past the free ones are charged with the fee, each on its own line (a parcel paid online owes none here).
    const storageFees = storage ? await storageFeesOf(trx, storage, rows) : new Map<number, number>();
    for (const id of paid) storageFees.delete(id);
    const total = rows.reduce((sum, row) => sum + (paid.has(row.id) ? 0 : row.price! + (storageFees.get(row.id) ?? 0)), 0);
    if (request.method === 'ONLINE' && total > 0) throw conflict(counterMessages.onlineNotPaid);
    if (request.amountReceived !== total) throw conflict(counterMessages.wrongAmount(request.amountReceived, total));
    const phone = rows[0]!.phone;
    const id = await insertHandover(trx, {
      phone,
      staffId,
      // Nothing taken at the counter because everything was paid online: that is how it was paid.
      method: total === 0 && rows.every((row) => paid.has(row.id)) ? 'ONLINE' : request.method,
      customerTin: request.customerTin ?? null,
      total,
      amountReceived: request.amountReceived,
      parcels: rows,
      storageFees,
    });
    for (const row of rows) await finishAtCounter(trx, row, staffId);
    await dropPickupCode(trx, phone);
    const trackCodes = rows.map((row) => row.track_code);
    await recordAudit(trx, {
      actorId: staffId,
      action: 'handover.create',
      object: phone,
      after: { handoverId: id, method: request.method, total, trackCodes },
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
      throw conflict(counterMessages.notUndoable);
    }
    if (!(await voidHandover(trx, id, staffId))) throw conflict(counterMessages.notUndoable);
    const ids = (await handoverParcelIds(trx, id)).map((row) => row.parcel_id);
    const parcels = await findParcelRowsById(trx, ids);
    for (const parcel of parcels) await returnToShelf(trx, parcel, staffId);
    await recordAudit(trx, {
      actorId: staffId,
      action: 'handover.undo',
      object: handover.phone,
      before: { handoverId: id, method: handover.method, total: handover.total, trackCodes: parcels.map((parcel) => parcel.track_code) },
      after: { voided: true },
    });
  });
}
