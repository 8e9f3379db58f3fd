import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { assertSameAnswers, checkByPhone, counterLookup, customerList, measured, medianFigures, type LoadFigures } from './api-load';
import { createBenchSessions } from './bench-sessions';
import { startBenchServer, stopBenchServer } from './bench-process';
import { benchPhone, fillParcelsPostgres } from './fill-parcels';

export type PostgresCheckResult =
  | {
      skipped: false;
      fillSeconds: number;
      check: LoadFigures;
      /** node:http + pg + the same named statement: what this machine allows any Node server on PostgreSQL. */
      floor: LoadFigures;
      /** GET /api/staff/counter?q= by phone, a staff member's session. */
      counter: LoadFigures;
      /** GET /api/package, a customer's own list, random signed-in customers of the fill. */
      customerList: LoadFigures;
    }
  | { skipped: true; reason: string };

async function reachable(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const log = (line: string) => console.error(`[bench:api] ${line}`);

/** Customers signed in for the load of their own lists (each with the parcels of its phone in the fill). */
const SIGNED_IN_CUSTOMERS = 1000;

/**
 * The check by phone on PostgreSQL: a fresh schema of its own, migrated and filled with the same
 * parcels as the SQLite file, the real app on it (pool of 10 as in production, rate limit off,
 * warn-level log) side by side with the PostgreSQL floor, 100 connections, in alternating rounds
 * that add up to `duration` seconds each. The schema is dropped afterwards, whatever happened.
 * Skipped, with the reason, when PostgreSQL does not answer.
 */
export async function runPostgresCheck(options: {
  url: string;
  parcels: number;
  phones: number;
  duration: number;
  rounds: number;
  workDir: string;
}): Promise<PostgresCheckResult> {
  const { url, parcels, phones, duration, rounds, workDir } = options;
  const unreachable = await reachable(url);
  if (unreachable) return { skipped: true, reason: `PostgreSQL at ${new URL(url).host} is unreachable (${unreachable})` };

  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
    const { db } = createDatabase({ kind: 'postgres', url, schema, poolSize: 1 });
    await migrateToLatest(db, schema);
    await db.destroy();
    await admin.query(`set search_path to ${schema}`);
    log(`PostgreSQL: filling ${parcels.toLocaleString('en-US')} parcels in schema ${schema}…`);
    const fillSeconds = await fillParcelsPostgres(admin, parcels, phones);
    log(`PostgreSQL: filled in ${fillSeconds.toFixed(1)} s`);
    const { db: sessionsDb } = createDatabase({ kind: 'postgres', url, schema, poolSize: 1 });
    const sessions = await createBenchSessions(sessionsDb, Math.min(SIGNED_IN_CUSTOMERS, phones)).finally(() => sessionsDb.destroy());

    const app = await startBenchServer(['app', 'warn', 'postgres', url, schema], join(workDir, 'app-postgres.log'));
    const floor = await startBenchServer(['floor-postgres', url, schema], join(workDir, 'floor-postgres.log'));
    try {
      await assertSameAnswers(app.url, floor.url, [0, Math.floor(phones / 2), phones - 1, phones + 1].map(benchPhone));
      for (const server of [app, floor]) await checkByPhone(server.url, phones, 100, 2);
      await counterLookup(app.url, sessions.staff, phones, 100, 1);
      await customerList(app.url, sessions.customers, 100, 1);
      const roundSeconds = Math.max(1, Math.round(duration / rounds));
      const figures = {
        check: [] as LoadFigures[],
        floor: [] as LoadFigures[],
        counter: [] as LoadFigures[],
        customerList: [] as LoadFigures[],
      };
      for (let round = 1; round <= rounds; round += 1) {
        log(
          `PostgreSQL round ${round}/${rounds}: POST /api/package/check by random phone, 100 connections, ${roundSeconds} s (rate limit disabled)`,
        );
        figures.check.push(await measured(app.child, () => checkByPhone(app.url, phones, 100, roundSeconds)));
        log(`PostgreSQL round ${round}/${rounds}: the floor (node:http + pg, the same named statement)`);
        figures.floor.push(await measured(floor.child, () => checkByPhone(floor.url, phones, 100, roundSeconds)));
        log(`PostgreSQL round ${round}/${rounds}: GET /api/staff/counter?q= by random phone, a staff session, 100 connections`);
        figures.counter.push(await measured(app.child, () => counterLookup(app.url, sessions.staff, phones, 100, roundSeconds)));
        log(`PostgreSQL round ${round}/${rounds}: GET /api/package, ${sessions.customers.length} signed-in customers, 100 connections`);
        figures.customerList.push(await measured(app.child, () => customerList(app.url, sessions.customers, 100, roundSeconds)));
      }
      return {
        skipped: false,
        fillSeconds,
        check: medianFigures(figures.check),
        floor: medianFigures(figures.floor),
        counter: medianFigures(figures.counter),
        customerList: medianFigures(figures.customerList),
      };
    } finally {
      await Promise.all([stopBenchServer(app.child), stopBenchServer(floor.child)]);
    }
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}
