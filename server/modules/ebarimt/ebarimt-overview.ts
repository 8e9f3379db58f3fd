import { EBARIMT_STATUSES, ULAANBAATAR_OFFSET_MS, type AdminEbarimt, type EbarimtStatus, type EbarimtWarning } from '@contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import type { EbarimtContext } from './ebarimt-context';

/** Fewer lotteries left than this: the owner asks the tax authority for more before they run out. */
export const FEW_LOTTERIES = 500;
/** PosAPI must send its receipts to the tax authority at least this often. */
export const SEND_EVERY_MS = 24 * 60 * 60_000;
const PROBLEMS_SHOWN = 100;

/** PosAPI's dates are Ulaanbaatar wall-clock times ("2026-11-26 10:00:00"); ISO ones are read as they are. */
export function posDateMs(date: string): number {
  const wallClock = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(date.trim());
  return wallClock ? Date.parse(`${wallClock[1]}T${wallClock[2]}Z`) - ULAANBAATAR_OFFSET_MS : Date.parse(date);
}

/** What the owner's e-barimt panel shows (GET /api/admin/ebarimt). */
export async function loadEbarimtOverview(db: Db, ebarimt: EbarimtContext, now = Date.now()): Promise<AdminEbarimt> {
  const counts = await db
    .selectFrom('ebarimt_receipts')
    .select(['status', sql<number>`count(*)`.as('count')])
    .groupBy('status')
    .execute();
  const receipts = Object.fromEntries(EBARIMT_STATUSES.map((status) => [status, 0])) as Record<EbarimtStatus, number>;
  for (const row of counts) receipts[row.status] = Number(row.count);

  const problems = await db
    .selectFrom('ebarimt_receipts')
    .select(['id', 'source', 'source_id', 'status', 'amount', 'message', 'attempts', 'created_at'])
    .where('status', 'in', ['PENDING', 'FAILED', 'RETURN_FAILED'])
    .orderBy('id')
    .limit(PROBLEMS_SHOWN)
    .execute();

  const warnings: EbarimtWarning[] = [];
  let posapi: AdminEbarimt['posapi'] = null;
  if (ebarimt.posapi) {
    try {
      posapi = await ebarimt.posapi.info();
      const sent = posapi.lastSentDate ? posDateMs(posapi.lastSentDate) : Number.NaN;
      if (!(now - sent <= SEND_EVERY_MS)) warnings.push('NOT_SENT_24H');
      if (posapi.leftLotteries < FEW_LOTTERIES) warnings.push('FEW_LOTTERIES');
    } catch {
      warnings.push('POSAPI_UNREACHABLE');
    }
  }
  return {
    receipts,
    posapi,
    warnings,
    problems: problems.map((row) => ({
      id: row.id,
      source: row.source,
      sourceId: row.source_id,
      status: row.status,
      amount: row.amount,
      message: row.message ?? null,
      attempts: row.attempts,
      createdAt: toIso(row.created_at),
    })),
  };
}
