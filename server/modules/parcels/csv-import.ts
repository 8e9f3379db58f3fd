import {
  CSV_LINE_ENDINGS,
  isBlankCsvRecord,
  isParcelCsvHeader,
  PARCEL_CSV_COLUMNS,
  PARCEL_CSV_MAX_LINES,
  phoneSchema,
  priceTextSchema,
  readParcelCsvHeader,
  trackCodeSchema,
  wrongColumnCountMessage,
  type ParcelCsvColumn,
  type ParcelImportPreview,
} from '@contract';
import { CsvError, parse } from 'csv-parse/sync';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { ParcelRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { firstIssueMessage, mongolianIssueMessage } from '../../lib/zod-messages';
import { arrivalFollowUps, moveParcel, queueFollowUps, type FollowUp } from './move-parcel';
import { intakeStatus, isPreRegistration, refusedIntake } from './parcel-intake';
import { fieldChanges, recordFieldChanges } from './parcel-history';
import { findParcelRows, insertParcels, updateParcelOwners } from './parcel-repository';

const rowSchema = z.object({ trackCode: trackCodeSchema, phone: phoneSchema, price: priceTextSchema });

export interface ImportError {
  line: number;
  message: string;
}

interface ParsedRow {
  line: number;
  trackCode: string;
  phone: string;
  price: number;
}

interface CsvRecord {
  record: string[];
  info: { lines: number };
}

/** The file as records with the line each starts on; a file no CSV reader can read is a 400. */
function readRecords(text: string): Array<{ line: number; cells: string[] }> {
  let records: CsvRecord[];
  try {
    // csv-parse's types do not model `info: true`, which wraps each record with its line.
    records = parse(text, {
      bom: true,
      trim: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      // A stray quote inside a cell (`SF"12`) is kept as text; the cell's own rule then refuses it.
      relax_quotes: true,
      record_delimiter: [...CSV_LINE_ENDINGS],
    }) as unknown as CsvRecord[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines;
    throw new HttpError(400, `CSV файлын ${line ?? 1}-р мөрийг уншиж чадсангүй: хашилт (") хаагдаагүй эсвэл буруу байрласан байна`);
  }
  // The parser reports the line a record ends on and counts each CR and LF inside a quoted cell.
  return records.map(({ record, info }) => ({
    line: info.lines - record.reduce((breaks, cell) => breaks + (cell.match(/[\r\n]/g)?.length ?? 0), 0),
    cells: record,
  }));
}

/**
 * Reads the import file (format in contract/parcel-csv.ts): rows to apply and errors by line. A
 * code repeated within the file is an error on its later line. 413 past the line limit.
 */
export function parseParcelCsv(text: string): { rows: ParsedRow[]; errors: ImportError[] } {
  const records = readRecords(text).filter((record) => !isBlankCsvRecord(record.cells));
  const rows: ParsedRow[] = [];
  const errors: ImportError[] = [];
  let columns: readonly ParcelCsvColumn[] = PARCEL_CSV_COLUMNS;
  const header = records[0] && isParcelCsvHeader(records[0].cells) ? records.shift() : undefined;
  if (records.length > PARCEL_CSV_MAX_LINES) {
    throw new HttpError(413, `Нэг удаад ${PARCEL_CSV_MAX_LINES.toLocaleString('en-US')} мөрөөс ихгүй оруулна уу`);
  }
  if (header) {
    const read = readParcelCsvHeader(header.cells);
    if ('error' in read) return { rows, errors: [{ line: header.line, message: read.error }] };
    columns = read.columns;
  }
  const seen = new Map<string, number>();
  for (const { line, cells } of records) {
    if (cells.length !== columns.length) {
      errors.push({ line, message: wrongColumnCountMessage(columns) });
      continue;
    }
    const fields = Object.fromEntries(columns.map((column, index) => [column, cells[index]]));
    const parsed = rowSchema.safeParse(fields, { error: mongolianIssueMessage });
    if (!parsed.success) {
      errors.push({ line, message: firstIssueMessage(parsed.error) });
      continue;
    }
    const earlier = seen.get(parsed.data.trackCode);
    if (earlier !== undefined) {
      errors.push({ line, message: `Трак код ${earlier}-р мөрөнд давхардсан байна` });
      continue;
    }
    seen.set(parsed.data.trackCode, line);
    rows.push({ line, ...parsed.data });
  }
  return { rows, errors };
}

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
  rows: readonly ParsedRow[],
  staffId: number,
): Promise<{ created: number; updated: number; errors: ImportError[] }> {
  return db.transaction().execute(async (trx) => {
    let created = 0;
    let updated = 0;
    const errors: ImportError[] = [];
    // Locked, so the history's "from" values are the ones the update replaces.
    for await (const { chunk, known } of chunksWithParcels(trx, rows, { lock: true })) {
      const fresh = chunk.filter((row) => !known.has(row.trackCode));
      const insertedParcels = await insertParcels(
        trx,
        fresh.map((row) => ({ trackCode: row.trackCode, phone: row.phone, price: row.price, status: 'REGISTERED' as const })),
        staffId,
        { skipTaken: true },
      );
      const followUps: FollowUp[] = arrivalFollowUps(insertedParcels);
      const inserted = new Set(insertedParcels.map((parcel) => parcel.trackCode));
      const raced = fresh.filter((row) => !inserted.has(row.trackCode)).map((row) => row.trackCode);
      for (const [code, parcel] of rowsByCode(await findParcelRows(trx, raced, { lock: true }))) known.set(code, parcel);
      const owners: ParsedRow[] = [];
      for (const row of chunk.filter((row) => !inserted.has(row.trackCode))) {
        const parcel = known.get(row.trackCode)!;
        if (!isPreRegistration(parcel)) {
          owners.push(row);
          continue;
        }
        const reason = refusedIntake(parcel, row);
        const result = reason ? undefined : await moveParcel(trx, { parcel, to: intakeStatus(row), by: staffId, price: row.price });
        if (result?.outcome === 'moved' || result?.outcome === 'stayed') {
          updated += 1;
          followUps.push(...result.followUps);
        } else errors.push({ line: row.line, message: reason ?? result!.message });
      }
      await queueFollowUps(trx, followUps);
      await recordFieldChanges(
        trx,
        owners.map((row) => {
          const parcel = known.get(row.trackCode)!;
          return { parcel, changes: fieldChanges(parcel, row) };
        }),
        staffId,
      );
      await updateParcelOwners(trx, owners);
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
    return { created, updated, errors };
  });
}

const rowsByCode = (parcels: ParcelRow[]) => new Map(parcels.map((parcel) => [parcel.track_code, parcel]));

/** The rows in chunks of IMPORT_CHUNK_SIZE, each with the parcels its codes already name (by code). */
async function* chunksWithParcels(db: Db, rows: readonly ParsedRow[], options: { lock?: boolean } = {}) {
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
export async function previewParcelImport(db: Db, rows: readonly ParsedRow[], errors: ImportError[]): Promise<ParcelImportPreview> {
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
