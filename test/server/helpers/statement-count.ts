import SQLite from 'better-sqlite3';
import pg from 'pg';
import { vi } from 'vitest';
import type { TestDatabase } from './test-database';

/**
 * Counts what a piece of work sends to the database, as round trips: on PostgreSQL every query a
 * pooled client sends (Kysely's and the named statements' alike), on SQLite every run of a prepared
 * statement (all, get, run, iterate) on any connection, the fast path's read-only one included.
 * Answers the SQL of each, in order, so a failure says what ran.
 */
export async function statementsOf(t: Pick<TestDatabase, 'engine'>, work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const original = pg.Client.prototype.query;
  const spies =
    t.engine === 'postgres'
      ? [
          vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
            const [first] = args;
            seen.push(typeof first === 'string' ? first : String((first as { text?: string } | undefined)?.text));
            return (original as (...values: unknown[]) => unknown).apply(this, args);
          } as never),
        ]
      : (['all', 'get', 'run', 'iterate'] as const).map((method) => {
          const run = statementPrototype[method] as (...values: unknown[]) => unknown;
          return vi.spyOn(statementPrototype, method).mockImplementation(function (this: SQLite.Statement, ...args: unknown[]) {
            seen.push(this.source);
            return run.apply(this, args);
          } as never);
        });
  try {
    await work();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return seen;
}

/** better-sqlite3's Statement class is not exported; every statement shares this prototype. */
const statementPrototype = (() => {
  const memory = new SQLite(':memory:');
  const prototype = Object.getPrototypeOf(memory.prepare('select 1')) as SQLite.Statement;
  memory.close();
  return prototype;
})();
