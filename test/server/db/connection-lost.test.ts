import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchemaDatabase, type TestDatabase } from '../helpers/test-database';

/*
 * PostgreSQL ends an idle connection of ours (a restart, a failover, an administrator, a dropped
 * test database): the pool hears it as an `error`, drops the connection and opens another for the
 * next query. Without a listener that event would be an uncaught exception and end the server.
 */
const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;

describe.skipIf(!postgresUrl)('a PostgreSQL connection ended while idle', () => {
  let engine: TestDatabase;
  beforeAll(async () => {
    engine = await createSchemaDatabase(postgresUrl!, 'lost', { migrate: false });
  });
  afterAll(() => engine.drop());

  it('is dropped from the pool, and the next query works on a new one', async () => {
    const { pool } = engine.database;
    const before = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(engine.db)).rows[0]!.pid;
    // `remove`, not `error`: a listener added here would be the very one the pool must have itself.
    // (`events.once` would listen for `error` too.)
    const removed = new Promise((resolve) => pool!.once('remove', resolve));
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [before]);
    } finally {
      await admin.end();
    }
    await removed;
    expect(pool!.totalCount).toBe(0);
    const after = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(engine.db)).rows[0]!.pid;
    expect(after).not.toBe(before);
  });
});
