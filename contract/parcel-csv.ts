/*
 * The staff CSV import's format, the one source for the server's parser and the PWA's preview.
 * Plain data and small functions, no zod, so any reader of the format (a script, a future dry-run
 * screen) can use it without the schemas.
 *
 * - Columns `trackCode,phone,price`, and optionally the scale's `weightKg,widthCm,heightCm,lengthCm`
 *   (then an empty price is the fee by the published rule, contract/fee.ts). A first line naming
 *   them is a header, and then the columns are matched by name, in any order (`trackCode`,
 *   `track_code`, `Track code` are one name). Without a header a line has the three columns, or all
 *   seven in this order.
 * - Optional, by header only: `status` (the status a new parcel starts in, one of
 *   PARCEL_CSV_START_STATUSES; empty: Бүртгэгдсэн) and `shelf` (its shelf place, e.g. `B-12`).
 * - Lines end in CRLF, LF or CR (old Mac exports); a byte-order mark is dropped; fields may be
 *   quoted ("…") and then hold commas.
 * - A blank line (nothing, spaces, or only commas) is skipped; it is not an error.
 * - At most PARCEL_CSV_MAX_LINES data lines and PARCEL_CSV_MAX_BYTES bytes (413 beyond), and at most
 *   PARCEL_CSV_MAX_FILE_LINES lines in all, blank ones included (a file of 700,000 `,` lines is
 *   not an import).
 */

export const PARCEL_CSV_COLUMNS = ['trackCode', 'phone', 'price'] as const;
/** The scale's columns, optional: a file may name any of them in its header. */
export const PARCEL_CSV_MEASURE_COLUMNS = ['weightKg', 'widthCm', 'heightCm', 'lengthCm'] as const;
const HEADERLESS_COLUMNS = [...PARCEL_CSV_COLUMNS, ...PARCEL_CSV_MEASURE_COLUMNS] as const;
/** The intake station's columns, optional and named in a header only. */
export const PARCEL_CSV_INTAKE_COLUMNS = ['status', 'shelf'] as const;
const ALL_COLUMNS = [...HEADERLESS_COLUMNS, ...PARCEL_CSV_INTAKE_COLUMNS] as const;
export type ParcelCsvColumn = (typeof ALL_COLUMNS)[number];

/** The statuses a new parcel of a file may start in (not damaged or finished before anyone saw it). */
export const PARCEL_CSV_START_STATUSES = ['REGISTERED', 'RECEIVED', 'SENT', 'DELIVERED'] as const;

/** The columns of a line without a header, by its number of cells; undefined for another count. */
export const headerlessParcelCsvColumns = (cells: number): readonly ParcelCsvColumn[] | undefined =>
  cells === PARCEL_CSV_COLUMNS.length ? PARCEL_CSV_COLUMNS : cells === HEADERLESS_COLUMNS.length ? HEADERLESS_COLUMNS : undefined;

export const PARCEL_CSV_MEDIA_TYPE = 'text/csv';
export const PARCEL_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const PARCEL_CSV_MAX_LINES = 20_000;
/** Lines of any kind (header, data, blank): room for a blank line after each data line, and the header. */
export const PARCEL_CSV_MAX_FILE_LINES = 2 * PARCEL_CSV_MAX_LINES + 1;

/** Record ends in the order a parser must try them, so CRLF is one line end and not two. */
export const CSV_LINE_ENDINGS = ['\r\n', '\n', '\r'] as const;

const COLUMN_LABELS: Record<ParcelCsvColumn, string> = {
  trackCode: 'трак код',
  phone: 'утас',
  price: 'үнэ',
  weightKg: 'жин',
  widthCm: 'өргөн',
  heightCm: 'өндөр',
  lengthCm: 'урт',
  status: 'төлөв',
  shelf: 'тавиур',
};

const normalisedName = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
const COLUMN_BY_NAME = new Map(ALL_COLUMNS.map((column) => [normalisedName(column), column]));

export const stripByteOrderMark = (text: string) => text.replace(/^\uFEFF/, '');

/** Only commas, spaces or nothing: a line to skip. */
export const isBlankCsvRecord = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** The first non-blank line is a header when one of its cells names a column. */
export const isParcelCsvHeader = (cells: readonly string[]) => cells.some((cell) => COLUMN_BY_NAME.has(normalisedName(cell)));

/** A header's columns in its own order, or why it cannot be read. */
export function readParcelCsvHeader(cells: readonly string[]): { columns: ParcelCsvColumn[] } | { error: string } {
  const columns: ParcelCsvColumn[] = [];
  for (const cell of cells) {
    const column = COLUMN_BY_NAME.get(normalisedName(cell));
    if (!column) return { error: `Толгой мөрөнд үл мэдэгдэх багана байна: "${cell.trim()}"` };
    if (columns.includes(column)) return { error: `Толгой мөрөнд "${cell.trim()}" багана давхардсан байна` };
    columns.push(column);
  }
  const missing = PARCEL_CSV_COLUMNS.find((column) => !columns.includes(column));
  if (missing) return { error: `Толгой мөрөнд "${missing}" багана алга` };
  return { columns };
}

/** What a data line with the wrong number of cells is told. */
export const wrongColumnCountMessage = (columns: readonly ParcelCsvColumn[]) =>
  `Мөр "${columns.map((column) => COLUMN_LABELS[column]).join(',')}" гэсэн ${columns.length} баганатай байна`;

/**
 * The data lines the server will read, for the staff screen's preview. Cells are split on commas
 * only, which is enough to tell blank lines and a header apart.
 */
export function countParcelCsvLines(text: string): number {
  const records = stripByteOrderMark(text)
    .split(/\r\n|\n|\r/)
    .map((line) => line.split(','))
    .filter((cells) => !isBlankCsvRecord(cells));
  return records.length > 0 && isParcelCsvHeader(records[0]!) ? records.length - 1 : records.length;
}
