import { phoneSchema, priceSchema, trackCodeSchema } from '@contract';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { firstIssueMessage, mongolianIssueMessage } from '../../lib/zod-messages';
import { applyParcelChange, findParcelRows, insertParcels } from './parcel-repository';

export const MAX_IMPORT_LINES = 20_000;

const rowSchema = z.object({ trackCode: trackCodeSchema, phone: phoneSchema, price: priceSchema });

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

/** Splits `trackCode,phone,price` lines; a first line naming the columns is a header, not data. */
export function parseParcelCsv(text: string): { rows: ParsedRow[]; errors: ImportError[] } {
  const rows: ParsedRow[] = [];
  const errors: ImportError[] = [];
  const seen = new Map<string, number>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    const text = raw.trim();
    if (text === '') return;
    if (line === 1 && /^track_?code\s*,/i.test(text)) return;
    const cells = text.split(',').map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
    if (cells.length !== 3) {
      errors.push({ line, message: 'Мөр "трак код,утас,үнэ" гэсэн 3 баганатай байна' });
      return;
    }
    const [trackCode, phone, price] = cells;
    const parsed = rowSchema.safeParse({ trackCode, phone, price: price === '' ? undefined : price }, { error: mongolianIssueMessage });
    if (!parsed.success) {
      errors.push({ line, message: firstIssueMessage(parsed.error) });
      return;
    }
    const earlier = seen.get(parsed.data.trackCode);
    if (earlier !== undefined) {
      errors.push({ line, message: `Трак код ${earlier}-р мөрөнд давхардсан байна` });
      return;
    }
    seen.set(parsed.data.trackCode, line);
    rows.push({ line, ...parsed.data });
  });
  return { rows, errors };
}

/** Rows per statement: far below either engine's limit on bound parameters (7 per parcel). */
export const IMPORT_CHUNK_SIZE = 500;

/**
 * New codes are registered, known codes get the file's phone and price (their status is staff's
 * business, not the file's). All rows go in one transaction: a failure leaves the table untouched.
 * Rows are looked up and inserted a chunk at a time, so a 20,000-line file is ~200 statements, not 60,000.
 */
export async function importParcels(db: Db, rows: readonly ParsedRow[], staffId: number): Promise<{ created: number; updated: number }> {
  return db.transaction().execute(async (trx) => {
    let created = 0;
    let updated = 0;
    for (let start = 0; start < rows.length; start += IMPORT_CHUNK_SIZE) {
      const chunk = rows.slice(start, start + IMPORT_CHUNK_SIZE);
      const existing = new Map(
        (
          await findParcelRows(
            trx,
            chunk.map((row) => row.trackCode),
          )
        ).map((parcel) => [parcel.track_code, parcel]),
      );
      for (const row of chunk) {
        const parcel = existing.get(row.trackCode);
        if (parcel) await applyParcelChange(trx, parcel, { phone: row.phone, price: row.price }, staffId);
      }
      const fresh = chunk.filter((row) => !existing.has(row.trackCode));
      await insertParcels(
        trx,
        fresh.map((row) => ({ trackCode: row.trackCode, phone: row.phone, price: row.price, status: 'REGISTERED' as const })),
        staffId,
      );
      created += fresh.length;
      updated += chunk.length - fresh.length;
    }
    return { created, updated };
  });
}
