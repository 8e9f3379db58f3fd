import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type Db } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';

export interface TestDatabase {
  db: Db;
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
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    // A file, not :memory:, so the read-only connection the public lookups use exists as in production.
    const directory = mkdtempSync(join(tmpdir(), 'achaa-test-db-'));
    const db = createDatabase({ kind: 'sqlite', path: join(directory, 'test.sqlite') });
    if (migrate) await migrateToLatest(db);
    return {
      db,
      engine: 'sqlite',
      async drop() {
        await db.destroy();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = createDatabase({ kind: 'postgres', url, schema, poolSize: 4 });
  if (migrate) await migrateToLatest(db, schema);
  return {
    db,
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
