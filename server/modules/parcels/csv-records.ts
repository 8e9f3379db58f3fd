import { CSV_LINE_ENDINGS } from '@contract';
import { CsvError, parse, type Parser } from 'csv-parse';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { HttpError } from '../../lib/http-error';

/*
 * The import file's records, read a slice at a time with csv-parse's stream API so a 2 MB file never
 * holds the event loop for long (the sync parser froze every request for seconds), and
 * so the reader can stop at the first line past the limit instead of reading the rest.
 */

/**
 * What the parser is handed per turn of the event loop: at most this many characters and line
 * breaks. Lines, not only characters: csv-parse builds an error object (kept, since the column
 * count is relaxed) for each record whose cell count differs from the first one's, about 45 µs
 * each, so 16 KB of `,\n` alone would be 8,192 such records and 370 ms. 64 lines are ~3 ms.
 */
export const CSV_SLICE_CHARS = 16 * 1024;
export const CSV_SLICE_LINES = 64;

/** Where the slice starting at `start` ends. */
function sliceEnd(text: string, start: number): number {
  const last = Math.min(text.length, start + CSV_SLICE_CHARS);
  let breaks = 0;
  for (let index = start; index < last; index += 1) {
    const code = text.charCodeAt(index);
    // CR and LF each count: a CRLF file gets slices of 32 lines, still far below the budget.
    if ((code === 10 || code === 13) && ++breaks === CSV_SLICE_LINES) return index + 1;
  }
  return last;
}

export interface CsvLine {
  /** The line the record starts on (1-based), as a spreadsheet numbers it. */
  line: number;
  cells: string[];
}

const OPTIONS = {
  bom: true,
  trim: true,
  relax_column_count: true,
  // A stray quote inside a cell (`SF"12`) is kept as text; the cell's own rule then refuses it.
  relax_quotes: true,
  record_delimiter: [...CSV_LINE_ENDINGS],
  // Blank lines come through as records (the caller skips them), so every line is one record and
  // its number can be counted here: csv-parse's `info` per record cost four times the parse itself.
  skip_empty_lines: false,
};

/** Waits until the parser takes input again, or is gone (the reader stopped early). */
const drained = (parser: Parser) =>
  new Promise<void>((resolve) => {
    const done = () => {
      parser.off('drain', done);
      parser.off('close', done);
      resolve();
    };
    parser.on('drain', done);
    parser.on('close', done);
  });

async function feed(parser: Parser, text: string): Promise<void> {
  for (let start = 0; start < text.length && !parser.destroyed;) {
    const end = sliceEnd(text, start);
    if (!parser.write(text.slice(start, end))) await drained(parser);
    start = end;
    // Other requests run between two slices.
    await nextTurn();
  }
  if (!parser.destroyed) parser.end();
}

/**
 * The file's records with the line each starts on, blank ones included. Leaving the loop early (a
 * limit reached) stops the parser, and the rest of the text is never read. A file no CSV reader can
 * read is a 400 naming the line.
 */
export async function* readCsvLines(text: string): AsyncGenerator<CsvLine> {
  const parser = parse(OPTIONS);
  void feed(parser, text);
  let line = 1;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      yield { line, cells };
      // The parser counts each CR and LF inside a quoted cell as a line.
      line += 1 + cells.reduce((breaks, cell) => breaks + (cell.match(/[\r\n]/g)?.length ?? 0), 0);
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const at = (error as CsvError & { lines?: number }).lines;
    throw new HttpError(400, `CSV файлын ${at ?? 1}-р мөрийг уншиж чадсангүй: хашилт (") хаагдаагүй эсвэл буруу байрласан байна`);
  } finally {
    parser.destroy();
  }
}
