import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { checkByPhone, measured, type LoadFigures } from './api-load';
import { startBenchServer, stopBenchServer } from './bench-process';
import { fillParcelsPostgres } from './fill-parcels';

export type PostgresCheckResult = { skipped: false; fillSeconds: number; check: LoadFigures } | { skipped: true; reason: string };

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

/**
 * The check by phone on PostgreSQL: a fresh schema of its own, migrated and filled with the same
 * parcels as the SQLite file, the real app on it (pool of 10 as in production, rate limit off,
 * warn-level log), 100 connections for `duration` seconds. The schema is dropped afterwards,
 * whatever happened. Skipped, with the reason, when PostgreSQL does not answer.
 */
export async function runPostgresCheck(options: {
  url: string;
  parcels: number;
  phones: number;
  duration: number;
  workDir: string;
}): Promise<PostgresCheckResult> {
  const { url, parcels, phones, duration, workDir } = options;
  const unreachable = await reachable(url);
  if (unreachable) return { skipped: true, reason: `PostgreSQL at ${new URL(url).host} is unreachable (${unreachable})` };

  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
    const db = createDatabase({ kind: 'postgres', url, schema, poolSize: 1 });
    await migrateToLatest(db, schema);
    await db.destroy();
    await admin.query(`set search_path to ${schema}`);
    log(`PostgreSQL: filling ${parcels.toLocaleString('en-US')} parcels in schema ${schema}…`);
    const fillSeconds = await fillParcelsPostgres(admin, parcels, phones);
    log(`PostgreSQL: filled in ${fillSeconds.toFixed(1)} s`);

    const app = await startBenchServer(['app', 'warn', 'postgres', url, schema], join(workDir, 'app-postgres.log'));
    try {
      await checkByPhone(app.url, phones, 100, 2);
      log(`PostgreSQL: POST /api/package/check by random phone, 100 connections, ${duration} s (rate limit disabled)`);
      const check = await measured(app.child, () => checkByPhone(app.url, phones, 100, duration));
      return { skipped: false, fillSeconds, check };
    } finally {
      await stopBenchServer(app.child);
    }
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}
