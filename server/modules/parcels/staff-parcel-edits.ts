import type { ParcelStatus, StaffParcelCreate, StaffParcelPatch, StaffParcelUndo } from '@contract';
import type { Db } from '../../db/database';
import { badRequest, conflict, messages, notFound } from '../../lib/http-error';
import { moveParcel, movedOr409 } from './move-parcel';
import { detailsChange, writeDetails } from './parcel-details';
import { isUndoableMove, recordFieldChanges } from './parcel-history';
import { intakeStatus, receivePreRegistered } from './parcel-intake';
import { findParcelRow, findParcelRows, setParcelPrice } from './parcel-repository';
import { registerParcels } from './register-parcels';
import { withTakenDetails } from './taken-code';
import { insertUnclaimed } from './unclaimed-intake';

/*
 * What the staff station writes to a parcel, each in one transaction: a scan taken in, an edit
 * (a move and/or new measures, price or shelf) and the undo of the caller's last move.
 */

/**
 * One scan taken in: a new parcel (true), a customer's pre-registered code received (false), or an
 * unclaimed parcel (true). A code already in is a 409 saying where it is now, and when and by whom it
 * was received.
 */
export async function takeInScan(db: Db, organizationId: number, scan: StaffParcelCreate, staffId: number): Promise<boolean> {
  const { trackCode, phone, status, unclaimed, note } = scan;
  const register = () =>
    db.transaction().execute(async (trx) => {
      // The fee from the scale (or the typed price), with the prices of this moment.
      const { price, columns, changes } = await detailsChange(trx, organizationId, undefined, scan);
      if (unclaimed) {
        // Taken in means at the warehouse: RECEIVED unless staff named a later status.
        const id = await insertUnclaimed(trx, { trackCode, price: price ?? null, status: intakeStatus({ status }), note }, staffId);
        await writeDetails(trx, id, columns);
        return true;
      }
      // A taken code is skipped, not an error: it may be a customer's pre-registration to take in.
      const fresh = { trackCode, price: price ?? null, status: status ?? 'REGISTERED' };
      const inserted = phone ? await registerParcels(trx, [{ ...fresh, phone }], staffId, { skipTaken: true }) : [];
      const row = await findParcelRow(trx, trackCode);
      if (!row) throw badRequest('PHONE_NEEDED');
      if (inserted.length === 0) await receivePreRegistered(trx, row, { phone, price, status }, staffId);
      await writeDetails(trx, row.id, columns);
      await recordFieldChanges(trx, [{ parcel: { ...row, status: status ?? row.status }, changes }], staffId);
      return inserted.length > 0;
    });
  return register().catch(async (error: unknown) => {
    throw await withTakenDetails(db, trackCode, error);
  });
}

/**
 * Staff move a parcel's status and/or change its price, measures or shelf: the move a
 * compare-and-set (409 when refused or lost), the edit on the staff history. Answers the status
 * the parcel left when it moved, for the screen's undo.
 */
export function editParcel(
  db: Db,
  organizationId: number,
  trackCode: string,
  patch: StaffParcelPatch,
  staffId: number,
): Promise<ParcelStatus | undefined> {
  return db.transaction().execute(async (trx) => {
    // Locked (PostgreSQL) so the price this edit is recorded as changing "from" is the one it replaces.
    const [parcel] = await findParcelRows(trx, [trackCode], { lock: true });
    if (!parcel) throw notFound(messages.parcelNotFound);
    const { status } = patch;
    // The fee from new measures (by the rule, with today's prices) or a typed price, and the shelf.
    const { price, columns, changes } = await detailsChange(trx, organizationId, parcel, patch);
    const move = status === undefined ? undefined : movedOr409(await moveParcel(trx, { parcel, to: status, by: staffId, price }));
    if (!move && price !== undefined) await setParcelPrice(trx, parcel.id, price);
    await writeDetails(trx, parcel.id, columns);
    // A price edited by hand (or from new measures), a shelf move: on the staff history, as the CSV's edits are.
    if (price !== undefined && price !== parcel.price) changes.price = { from: parcel.price, to: price };
    await recordFieldChanges(trx, [{ parcel: { ...parcel, status: status ?? parcel.status }, changes }], staffId);
    return move?.outcome === 'moved' ? move.from : undefined;
  });
}

/**
 * Takes the caller's last move back (a mis-tap on the scanner desk): a compare-and-set on the
 * status the move left, recorded as its own UNDO history row. Anything else is a 409.
 */
export function undoParcelMove(db: Db, trackCode: string, undo: StaffParcelUndo, staffId: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const parcel = await findParcelRow(trx, trackCode);
    if (!parcel) throw notFound(messages.parcelNotFound);
    if (!(await isUndoableMove(trx, parcel, undo, staffId))) throw conflict('MOVE_NOT_UNDOABLE');
    // An undo tells nobody (moveParcels): the customer was told of the move, and is not told twice.
    movedOr409(await moveParcel(trx, { parcel, to: undo.from, by: staffId, undo: true }));
  });
}
