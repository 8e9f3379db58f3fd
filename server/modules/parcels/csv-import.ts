import type { ParcelFieldChanges, ParcelImportPreview } from '@contract';
import type { Db } from '../../db/database';
import type { ParcelRow } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { ImportError, PricedRow } from './csv-rows';
import { moveParcels } from './move-parcel';
import { intakeStatus, isPreRegistration, refusedIntake } from './parcel-intake';
import { measureChanges, writeDetails } from './parcel-details';
import { fieldChanges, recordFieldChanges } from './parcel-history';
import { findParcelRows, updateParcelOwners } from './parcel-repository';
import { registerParcels } from './register-parcels';

// The import file's rows written (or, in a dry run, compared): the file is read in csv-rows.ts.

/** Rows per statement: far below either engine's limit on bound parameters (7 per parcel). */
export const IMPORT_CHUNK_SIZE = 500;

/**
 * New codes are registered, known codes get the file's phone and price (their status is staff's
 * business, not the file's). A code a customer pre-registered is taken in as a scan would be
 * (parcel-intake.ts): same phone, it moves to RECEIVED with the file's price; another phone is an
 * error on that line. All rows go in one transaction: a failure leaves the table untouched.
 * A chunk is one look-up, one insert and one update statement, so 20,000 lines are ~120 statements.
 * A code someone else registers while the file is on its way (after the look-up) is not a failure:
 * the insert skips it (PostgreSQL waits for that registration to commit) and it is looked up again.
 */
export async function importParcels(
  db: Db,
  rows: readonly PricedRow[],
  staffId: number,
): Promise<{ created: number; updated: number; errors: ImportError[] }> {
  return db.transaction().execute(async (trx) => {
    let created = 0;
    let updated = 0;
    const errors: ImportError[] = [];
    // Locked, so the history's "from" values are the ones the update replaces.
    for await (const { chunk, known } of chunksWithParcels(trx, rows, { lock: true })) {
      const fresh = chunk.filter((row) => !known.has(row.trackCode));
      const insertedParcels = await registerParcels(
        trx,
        fresh.map((row) => ({
          trackCode: row.trackCode,
          phone: row.phone,
          price: row.price,
          status: row.status ?? 'REGISTERED',
          details: row.details,
        })),
        staffId,
        { skipTaken: true },
      );
      const inserted = new Set(insertedParcels.map((parcel) => parcel.trackCode));
      const raced = fresh.filter((row) => !inserted.has(row.trackCode)).map((row) => row.trackCode);
      for (const [code, parcel] of rowsByCode(await findParcelRows(trx, raced, { lock: true }))) known.set(code, parcel);
      const owners: PricedRow[] = [];
      const intakes: Array<{ row: PricedRow; parcel: ParcelRow }> = [];
      for (const row of chunk.filter((row) => !inserted.has(row.trackCode))) {
        const parcel = known.get(row.trackCode)!;
        if (!isPreRegistration(parcel)) {
          owners.push(row);
          continue;
        }
        const reason = refusedIntake(parcel, row);
        if (reason) errors.push({ line: row.line, message: reason });
        else intakes.push({ row, parcel });
      }
      // The chunk's pre-registrations taken in at once, each checked and compare-and-set on its own.
      const moved = await moveParcels(
        trx,
        intakes.map(({ row, parcel }) => ({ parcel, to: intakeStatus(row), by: staffId, price: row.price })),
      );
      const remeasured: Array<{ parcel: ParcelRow; changes: ParcelFieldChanges }> = [];
      for (const [index, result] of moved.entries()) {
        const { row, parcel } = intakes[index]!;
        if (result.outcome === 'moved' || result.outcome === 'stayed') {
          await writeDetails(trx, parcel.id, row.details);
          remeasured.push({ parcel: { ...parcel, status: intakeStatus(row) }, changes: measureChanges(parcel, row.details) });
          updated += 1;
        } else errors.push({ line: row.line, message: result.message });
      }
      // Owner, price and measures changed by the file: on the parcel's history and the audit trail, as a PATCH's are.
      await recordFieldChanges(
        trx,
        [
          ...owners.map((row) => {
            const parcel = known.get(row.trackCode)!;
            return { parcel, changes: { ...fieldChanges(parcel, row), ...measureChanges(parcel, row.details) } };
          }),
          ...remeasured,
        ],
        staffId,
      );
      await updateParcelOwners(trx, owners);
      // The scale's figures of the rows that carry them (one statement each: a file rarely re-weighs many known codes).
      for (const row of owners) await writeDetails(trx, known.get(row.trackCode)!.id, row.details);
      created += inserted.size;
      updated += owners.length;
    }
    // Each parcel has its own rows (create, move, edit); this one says the file was imported, by whom.
    await recordAudit(trx, {
      actorId: staffId,
      action: 'parcel.import',
      object: 'import',
      after: { lines: rows.length, created, updated, errors: errors.length },
    });
    errors.sort((a, b) => a.line - b.line);
    return { created, updated, errors };
  });
}

const rowsByCode = (parcels: ParcelRow[]) => new Map(parcels.map((parcel) => [parcel.track_code, parcel]));

/** The rows in chunks of IMPORT_CHUNK_SIZE, each with the parcels its codes already name (by code). */
async function* chunksWithParcels(db: Db, rows: readonly PricedRow[], options: { lock?: boolean } = {}) {
  for (let start = 0; start < rows.length; start += IMPORT_CHUNK_SIZE) {
    const chunk = rows.slice(start, start + IMPORT_CHUNK_SIZE);
    const known = rowsByCode(
      await findParcelRows(
        db,
        chunk.map((row) => row.trackCode),
        options,
      ),
    );
    yield { chunk, known };
  }
}

/** The dry run: what `importParcels` would do with these rows, read in the same chunks, nothing written. */
export async function previewParcelImport(db: Db, rows: readonly PricedRow[], errors: ImportError[]): Promise<ParcelImportPreview> {
  const preview: ParcelImportPreview = { created: [], updated: [], unchanged: 0, errors: [...errors] };
  for await (const { chunk, known } of chunksWithParcels(db, rows)) {
    for (const row of chunk) {
      const parcel = known.get(row.trackCode);
      // A pre-registered code is taken in as a scan would be, or refused on its line.
      const refusal = parcel && isPreRegistration(parcel) ? refusedIntake(parcel, row) : null;
      const changes = parcel ? fieldChanges(parcel, row) : null;
      if (refusal) preview.errors.push({ line: row.line, message: refusal });
      else if (!changes) preview.created.push({ line: row.line, trackCode: row.trackCode, phone: row.phone, price: row.price });
      else if (Object.keys(changes).length > 0) preview.updated.push({ line: row.line, trackCode: row.trackCode, changes });
      else preview.unchanged += 1;
    }
  }
  preview.errors.sort((a, b) => a.line - b.line);
  return preview;
}
