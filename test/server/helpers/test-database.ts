import { afterEach } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type Db, type OpenDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import type { Database } from '../../../server/db/schema';

export interface TestDatabase {
  db: Db;
  /** The same database as createDatabase opened it (what buildApp and the public lookups take). */
  database: OpenDatabase;
  engine: 'sqlite' | 'postgres';
  /** The PostgreSQL schema holding this database's tables (undefined on SQLite). */
  schema?: string;
  drop(): Promise<void>;
}

/**
 * A fresh SQLite file, or — when DATABASE_URL points at PostgreSQL — a fresh random schema on that
 * server (found through search_path), so test files can run in parallel without seeing each other.
 */
export async function createTestDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) return createSqliteFileDatabase({ migrate });
  return createSchemaDatabase(url, 'test', { migrate, poolSize: 4 });
}

/** A SQLite file in a fresh temporary directory, removed by `drop()`. */
export async function createSqliteFileDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  // A file, not :memory:, so the read-only connection the public lookups use exists as in production.
  const directory = mkdtempSync(join(tmpdir(), 'achaa-test-db-'));
  const database = createDatabase({ kind: 'sqlite', path: join(directory, 'test.sqlite') });
  const { db } = database;
  if (migrate) await migrateToLatest(db);
  return {
    db,
    database,
    engine: 'sqlite',
    async drop() {
      await db.destroy();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A database in a fresh random schema (`<prefix>_<hex>`) on a PostgreSQL server, dropped with all
 * its tables by `drop()`: test files and benchmarks share one server without seeing each other.
 */
export async function createSchemaDatabase(
  url: string,
  prefix: string,
  { migrate = true, poolSize }: { migrate?: boolean; poolSize?: number } = {},
): Promise<TestDatabase> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = createDatabase({ kind: 'postgres', url, schema, ...(poolSize ? { poolSize } : {}) });
  const { db } = database;
  if (migrate) await migrateToLatest(db, schema);
  return {
    db,
    database,
    engine: 'postgres',
    schema,
    async drop() {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

/** How many rows a table holds, for tests that prove a refused request wrote nothing. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * A whole new database on the PostgreSQL server at `serverUrl`, for real server processes (they
 * migrate it themselves): its URL, and a drop that ends their connections too.
 */
export async function createPostgresDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** For tests that each need their own database (often unmigrated): `fresh()` makes it, and it is dropped after the test. */
export function databasePerTest(): (options?: Parameters<typeof createTestDatabase>[0]) => Promise<TestDatabase> {
  let current: TestDatabase | undefined;
  afterEach(async () => {
    await current?.drop();
    current = undefined;
  });
  return async (options) => (current = await createTestDatabase(options));
}
