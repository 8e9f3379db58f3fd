import { ulaanbaatarDay, type SmsBudgetState } from '@contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { SmsCounters } from '../../lib/metrics';

/** How many SMS the whole company may send (SMS_BUDGET_HOUR, SMS_BUDGET_DAY). */
export interface SmsBudgetLimits {
  perHour: number;
  perDay: number;
}

/*
 * Enough for a busy day of sign-ups and recoveries (a code each); far below what a crowd of
 * addresses asking for codes would cost (a hundred IPv4 addresses, 48,000 a day).
 */
export const DEFAULT_SMS_BUDGET: SmsBudgetLimits = { perHour: 300, perDay: 2000 };

const hourPeriod = (now: Date) => `hour:${now.toISOString().slice(0, 13)}`;
const dayPeriod = (now: Date) => `day:${ulaanbaatarDay(now)}`;

const NO_COUNTERS: SmsCounters = { sent: () => undefined, refused: () => undefined };

/** Seconds until the spent budget may have room again: the next UTC hour (a day's budget turns at a later hour too). */
export const secondsToBudgetTurn = (now: Date) => 3600 - ((now.getUTCMinutes() * 60 + now.getUTCSeconds()) % 3600);

/** Thrown inside the transaction to roll a half-taken place back. */
class BudgetSpent extends Error {}

/**
 * The company's SMS bill, in `sms_budget` (one row per UTC hour and per Ulaanbaatar day), so every
 * instance shares it. `take` is a compare-and-set on both rows in one transaction (the day's row
 * first, always: two racing sends lock them in one order), so racing sends never pass a budget.
 */
export function createSmsBudget(db: Db, limits: SmsBudgetLimits, counters: SmsCounters = NO_COUNTERS) {
  const ensureRows = (trx: Db, periods: string[]) =>
    trx
      .insertInto('sms_budget')
      .values(periods.map((period) => ({ period })))
      .onConflict((conflict) => conflict.column('period').doNothing())
      .execute();
  const takeOne = async (trx: Db, period: string, max: number) => {
    const taken = await trx
      .updateTable('sms_budget')
      .set({ sent: sql`sent + 1` })
      .where('period', '=', period)
      .where('sent', '<', max)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new BudgetSpent();
  };

  return {
    limits,
    /** Takes one send from the hour's and the day's budget; false (nothing taken) when either is spent. */
    async take(now = new Date()): Promise<boolean> {
      const day = dayPeriod(now);
      const hour = hourPeriod(now);
      try {
        await db.transaction().execute(async (trx) => {
          await ensureRows(trx, [day, hour]);
          await takeOne(trx, day, limits.perDay);
          await takeOne(trx, hour, limits.perHour);
        });
        return true;
      } catch (error) {
        if (error instanceof BudgetSpent) return false;
        throw error;
      }
    },

    countSent: (purpose: string) => counters.sent(purpose),
    /** A code refused by a per-requester, per-phone or per-account limit: on /metrics only. */
    countRefused: (reason: string) => counters.refused(reason),

    /** Counts a send refused for the company's budget, on /metrics and on the day's row (the owner's dashboard shows it). */
    async countBudgetRefusal(now = new Date()): Promise<void> {
      counters.refused('budget');
      const day = dayPeriod(now);
      await db
        .insertInto('sms_budget')
        .values({ period: day, refused: 1 })
        .onConflict((conflict) => conflict.column('period').doUpdateSet({ refused: sql`sms_budget.refused + 1` }))
        .execute();
    },

    /** What the owner sees: sent this hour and today against the budgets, refused today, and whether sends stop now. */
    async state(now = new Date()): Promise<SmsBudgetState> {
      const day = dayPeriod(now);
      const hour = hourPeriod(now);
      const rows = await db.selectFrom('sms_budget').select(['period', 'sent', 'refused']).where('period', 'in', [day, hour]).execute();
      const row = (period: string) => rows.find((candidate) => candidate.period === period);
      const sentHour = Number(row(hour)?.sent ?? 0);
      const sentDay = Number(row(day)?.sent ?? 0);
      return {
        hour: { sent: sentHour, budget: limits.perHour },
        day: { sent: sentDay, budget: limits.perDay },
        refusedToday: Number(row(day)?.refused ?? 0),
        spent: sentHour >= limits.perHour || sentDay >= limits.perDay,
      };
    },
  };
}
export type SmsBudget = ReturnType<typeof createSmsBudget>;
