import {
  hasWholeSize,
  headerlessParcelCsvColumns,
  heightCmSchema,
  isBlankCsvRecord,
  lengthCmSchema,
  parcelFee,
  weightKgSchema,
  wholeSizeMessage,
  widthCmSchema,
  type Currency,
  isParcelCsvHeader,
  PARCEL_CSV_COLUMNS,
  PARCEL_CSV_MAX_FILE_LINES,
  PARCEL_CSV_MAX_LINES,
  phoneSchema,
  priceTextSchema,
  readParcelCsvHeader,
  trackCodeSchema,
  wrongColumnCountMessage,
  type ParcelCsvColumn,
  type ParcelImportPreview,
} from '@contract';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { ParcelRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { readCsvLines } from './csv-records';
import { firstIssueMessage, mongolianIssueMessage } from '../../lib/zod-messages';
import { arrivalFollowUps, moveParcel, queueFollowUps, type FollowUp } from './move-parcel';
import { intakeStatus, isPreRegistration, refusedIntake } from './parcel-intake';
import { type DetailColumns, writeDetails } from './parcel-details';
import { fieldChanges, recordFieldChanges } from './parcel-history';
import { findParcelRows, insertParcels, updateParcelOwners } from './parcel-repository';

/** An empty cell is no value; a number cell is read as the JSON API reads it (bounds, two decimals). */
const optionalCell = (schema: typeof weightKgSchema) =>
  z
    .string()
    .trim()
    // Number('') is 0 and Number('1e3') is 1000: only plain decimals are numbers here (NaN is refused by the schema).
    .transform((cell) => (cell === '' ? undefined : /^[0-9]+([.,][0-9]+)?$/.test(cell) ? Number(cell.replace(',', '.')) : NaN))
    .pipe(schema.optional());

/** A file of the three columns: every line has its price. */
const pricedRowSchema = z.object({ trackCode: trackCodeSchema, phone: phoneSchema, price: priceTextSchema });

/** A file with the scale's columns: an empty price is the fee by the rule, so weight or size must be there. */
const scaleRowSchema = z
  .object({
    trackCode: trackCodeSchema,
    phone: phoneSchema,
    price: z
      .string()
      .trim()
      .transform((cell) => (cell === '' ? undefined : cell))
      .pipe(priceTextSchema.optional()),
    weightKg: optionalCell(weightKgSchema).optional(),
    widthCm: optionalCell(widthCmSchema).optional(),
    heightCm: optionalCell(heightCmSchema).optional(),
    lengthCm: optionalCell(lengthCmSchema).optional(),
  })
  .refine(hasWholeSize, { error: wholeSizeMessage })
  .refine((row) => row.price !== undefined || row.weightKg !== undefined || row.widthCm !== undefined, {
    error: 'Үнэ, эсвэл жин, хэмжээг оруулна уу',
  });

export interface ImportError {
  line: number;
  message: string;
}

type ParsedRow = z.output<typeof scaleRowSchema> & { line: number };

/** A row with its fee settled: typed (MANUAL), or by the published rule from its measures (RULE). */
export interface PricedRow {
  line: number;
  trackCode: string;
  phone: string;
  price: number;
  details: DetailColumns;
}

const tooManyLines = () => new HttpError(413, `Нэг удаад ${PARCEL_CSV_MAX_LINES.toLocaleString('en-US')} мөрөөс ихгүй оруулна уу`);

/**
 * Reads the import file (format in contract/parcel-csv.ts): rows to apply and errors by line. A
 * code repeated within the file is an error on its later line. 413 at the first data line past the
 * limit (or the first line past the whole file's, blank ones included), before the rest of the file
 * is read; the reading yields to other requests as it goes.
 */
export async function parseParcelCsv(text: string): Promise<{ rows: ParsedRow[]; errors: ImportError[] }> {
  const rows: ParsedRow[] = [];
  const errors: ImportError[] = [];
  let columns: readonly ParcelCsvColumn[] | undefined;
  let firstRecord = true;
  let dataLines = 0;
  const seen = new Map<string, number>();
  for await (const { line, cells } of readCsvLines(text)) {
    if (line > PARCEL_CSV_MAX_FILE_LINES) throw tooManyLines();
    if (isBlankCsvRecord(cells)) continue;
    if (firstRecord) {
      firstRecord = false;
      if (isParcelCsvHeader(cells)) {
        const read = readParcelCsvHeader(cells);
        if ('error' in read) return { rows, errors: [{ line, message: read.error }] };
        columns = read.columns;
        continue;
      }
    }
    dataLines += 1;
    if (dataLines > PARCEL_CSV_MAX_LINES) throw tooManyLines();
    const lineColumns = columns ?? headerlessParcelCsvColumns(cells.length);
    if (!lineColumns || cells.length !== lineColumns.length) {
      errors.push({ line, message: wrongColumnCountMessage(columns ?? PARCEL_CSV_COLUMNS) });
      continue;
    }
    const fields = Object.fromEntries(lineColumns.map((column, index) => [column, cells[index]]));
    const schema = lineColumns.length > PARCEL_CSV_COLUMNS.length ? scaleRowSchema : pricedRowSchema;
    const parsed = schema.safeParse(fields, { error: mongolianIssueMessage });
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

/**
 * The fee of each row, with the organisation's prices of this moment (read once per file): a typed
 * price wins (MANUAL), else the measures give it by the calculator's rule (RULE). A row that needs
 * the rule while no prices are set is an error on its line.
 */
export function priceImportRows(rows: readonly ParsedRow[], prices: Currency | undefined): { rows: PricedRow[]; errors: ImportError[] } {
  const priced: PricedRow[] = [];
  const errors: ImportError[] = [];
  for (const row of rows) {
    const measures = {
      weightKg: row.weightKg ?? null,
      widthCm: row.widthCm ?? null,
      heightCm: row.heightCm ?? null,
      lengthCm: row.lengthCm ?? null,
    };
    const measured = measures.weightKg !== null || measures.widthCm !== null;
    const computed = measured && prices ? parcelFee(measures, prices) : null;
    const price = row.price ?? computed;
    if (price === null) {
      errors.push({ line: row.line, message: 'Үнийн мэдээлэл оруулаагүй тул хөлсийг тооцох боломжгүй' });
      continue;
    }
    const details: DetailColumns = measured
      ? {
          weight_kg: measures.weightKg,
          width_cm: measures.widthCm,
          height_cm: measures.heightCm,
          length_cm: measures.lengthCm,
          price_source: row.price === undefined ? 'RULE' : 'MANUAL',
        }
      : {};
    priced.push({ line: row.line, trackCode: row.trackCode, phone: row.phone, price, details });
  }
  return { rows: priced, errors };
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
      const insertedParcels = await insertParcels(
        trx,
        fresh.map((row) => ({
          trackCode: row.trackCode,
          phone: row.phone,
          price: row.price,
          status: 'REGISTERED' as const,
          details: row.details,
        })),
        staffId,
        { skipTaken: true },
      );
      const followUps: FollowUp[] = arrivalFollowUps(insertedParcels);
      const inserted = new Set(insertedParcels.map((parcel) => parcel.trackCode));
      const raced = fresh.filter((row) => !inserted.has(row.trackCode)).map((row) => row.trackCode);
      for (const [code, parcel] of rowsByCode(await findParcelRows(trx, raced, { lock: true }))) known.set(code, parcel);
      const owners: PricedRow[] = [];
      for (const row of chunk.filter((row) => !inserted.has(row.trackCode))) {
        const parcel = known.get(row.trackCode)!;
        if (!isPreRegistration(parcel)) {
          owners.push(row);
          continue;
        }
        const reason = refusedIntake(parcel, row);
        const result = reason ? undefined : await moveParcel(trx, { parcel, to: intakeStatus(row), by: staffId, price: row.price });
        if (result?.outcome === 'moved' || result?.outcome === 'stayed') {
          await writeDetails(trx, parcel.id, row.details);
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
