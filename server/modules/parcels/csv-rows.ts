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
  PARCEL_CSV_MEASURE_COLUMNS,
  PARCEL_CSV_START_STATUSES,
  shelfSchema,
} from '@contract';
import { caseMessages } from '@contract/reason-messages';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { firstIssueMessage, mongolianIssueMessage } from '../../lib/zod-messages';
import { readCsvLines } from './csv-records';
import type { DetailColumns } from './parcel-details';

// The import file read into rows (csv-import.ts writes them): each line checked, then priced.

/** An empty cell is no value; a number cell is read as the JSON API reads it (bounds, two decimals). */
const optionalCell = (schema: typeof weightKgSchema) =>
  z
    .string()
    .trim()
    // Number('') is 0 and Number('1e3') is 1000: only plain decimals are numbers here (NaN is refused by the schema).
    .transform((cell) => (cell === '' ? undefined : /^[0-9]+([.,][0-9]+)?$/.test(cell) ? Number(cell.replace(',', '.')) : NaN))
    .pipe(schema.optional());

/** An empty cell is no value, anything else must pass `schema`. */
const emptyOr = <Schema extends z.ZodType<unknown, string>>(schema: Schema) =>
  z
    .string()
    .trim()
    .transform((cell) => (cell === '' ? undefined : cell))
    .pipe(schema.optional());

const startStatusSchema = z
  .string()
  .transform((cell) => cell.toUpperCase())
  .pipe(z.enum(PARCEL_CSV_START_STATUSES, { error: `Төлөв нь ${PARCEL_CSV_START_STATUSES.join(', ')}-ийн аль нэг байна` }));

/** The intake station's optional columns: the start status of a new parcel and its shelf place. */
const intakeCells = { status: emptyOr(startStatusSchema).optional(), shelf: emptyOr(shelfSchema).optional() };

/** A file of the three columns: every line has its price. */
const pricedRowSchema = z.object({ trackCode: trackCodeSchema, phone: phoneSchema, price: priceTextSchema, ...intakeCells });

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
    ...intakeCells,
  })
  .refine(hasWholeSize, { error: wholeSizeMessage })
  .refine((row) => row.price !== undefined || row.weightKg !== undefined || row.widthCm !== undefined, {
    error: 'Үнэ, эсвэл жин, хэмжээг оруулна уу',
  });

export interface ImportError {
  line: number;
  message: string;
}

export type ParsedRow = z.output<typeof scaleRowSchema> & { line: number };

/** A row with its fee settled: typed (MANUAL), or by the published rule from its measures (RULE). */
export interface PricedRow {
  line: number;
  trackCode: string;
  phone: string;
  price: number;
  /** The status a new parcel starts in (a known one keeps its own). */
  status?: (typeof PARCEL_CSV_START_STATUSES)[number] | undefined;
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
    const measured = lineColumns.some((column) => PARCEL_CSV_MEASURE_COLUMNS.some((measure) => measure === column));
    const schema = measured ? scaleRowSchema : pricedRowSchema;
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
      errors.push({ line: row.line, message: caseMessages.PRICES_FIRST.forFee });
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
    if (row.shelf !== undefined) details.shelf = row.shelf;
    priced.push({ line: row.line, trackCode: row.trackCode, phone: row.phone, price, status: row.status, details });
  }
  return { rows: priced, errors };
}
