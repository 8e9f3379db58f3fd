import { createHash } from 'node:crypto';
import type { Compilable } from 'kysely';
import type { QueryResultRow } from 'pg';
import type { OpenDatabase } from './database';

const MARKER = '\u0000achaa-lookup-value\u0000';

/**
 * Kysely builds and compiles a query on every call, which costs a public lookup about as much as
 * SQLite's own work. A lookup by one value is compiled once, with a marker where the value goes;
 * each call only swaps the marker for the value. On a SQLite file it runs as a prepared statement
 * on the read-only connection, synchronously: no connection queue, no Kysely round trip. On
 * PostgreSQL it is a named statement sent straight to the pool.
 */
export function prepareLookup<Row>(
  { db, reader, pool }: OpenDatabase,
  build: (value: string) => Compilable<Row>,
): (value: string) => Promise<Row[]> {
  const compiled = build(MARKER).compile();
  if (!compiled.parameters.includes(MARKER)) throw new Error('prepareLookup: the query does not use its value as a parameter');
  const parametersFor = (value: string) => compiled.parameters.map((parameter) => (parameter === MARKER ? value : parameter));
  if (reader) {
    const statement = reader.prepare<unknown[], Row>(compiled.sql);
    return async (value) => statement.all(parametersFor(value));
  }
  if (pool) {
    // Named, so each pooled connection parses and plans it once instead of on every lookup.
    const name = `achaa_lookup_${createHash('sha256').update(compiled.sql).digest('hex').slice(0, 16)}`;
    return async (value) => (await pool.query<Row & QueryResultRow>({ name, text: compiled.sql, values: parametersFor(value) })).rows;
  }
  return async (value) => (await db.executeQuery<Row>({ ...compiled, parameters: parametersFor(value) })).rows;
}
