import { phoneSchema, priceSchema, trackCodeSchema } from '@contract';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { firstIssueMessage, mongolianIssueMessage } from '../../lib/zod-messages';
import { applyParcelChange, findParcelRow, insertParcel } from './parcel-repository';

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

/**
 * New codes are registered, known codes get the file's phone and price (their status is staff's
 * business, not the file's). All rows go in one transaction: a failure leaves the table untouched.
 */
export async function importParcels(db: Db, rows: readonly ParsedRow[], staffId: number): Promise<{ created: number; updated: number }> {
  return db.transaction().execute(async (trx) => {
    let created = 0;
    let updated = 0;
    for (const row of rows) {
      const existing = await findParcelRow(trx, row.trackCode);
      if (existing) {
        await applyParcelChange(trx, existing, { phone: row.phone, price: row.price }, staffId);
        updated += 1;
      } else {
        await insertParcel(trx, { trackCode: row.trackCode, phone: row.phone, price: row.price, status: 'REGISTERED' }, staffId);
        created += 1;
      }
    }
    return { created, updated };
  });
}
