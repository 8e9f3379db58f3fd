import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { FairSqliteDialect } from './fair-sqlite-dialect';
import type { Database } from './schema';

export type DatabaseConfig =
  | { kind: 'sqlite'; path: string }
  /** `schema` puts every table in one PostgreSQL schema (tests isolate themselves this way). */
  | { kind: 'postgres'; url: string; schema?: string; poolSize?: number };

export type Db = Kysely<Database>;

export function databaseConfigFromUrl(databaseUrl: string | undefined, sqlitePath: string): DatabaseConfig {
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) return { kind: 'postgres', url: databaseUrl };
  return { kind: 'sqlite', path: sqlitePath };
}

/**
 * An open database: Kysely for every query, and what the public lookups' fast path runs on
 * (see prepared-lookup.ts). Destroy it through `db.destroy()`: that closes every connection.
 */
export interface OpenDatabase {
  db: Db;
  /**
   * Kysely over the read-only connection, for reads that must not queue behind a write transaction
   * (a staff import holds the one writer connection for its whole file): the session of every
   * signed-in request, a customer's own lists. `db` itself where there is no such connection
   * (PostgreSQL has a pool; `:memory:` has one connection).
   */
  reads: Db;
  /**
   * A file database's second, read-only connection. Lookups on it never queue behind the writer's
   * connection (or see a transaction it has open): WAL gives them the last committed state.
   */
  reader?: SQLite.Database;
  /** A PostgreSQL database's pool, for the public lookups' named statements. */
  pool?: pg.Pool;
}

export function createDatabase(config: DatabaseConfig): OpenDatabase {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize ?? 10,
      ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    });
    // An idle connection the server ends (a restart, a failover, an administrator) is an `error` on
    // the pool, which drops it and opens another for the next query. Unheard, it would end the process.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, reads: db, pool };
  }
  if (config.path !== ':memory:') mkdirSync(dirname(config.path), { recursive: true });
  const sqlite = new SQLite(config.path);
  // WAL lets readers run while a staff import writes; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const reader = config.path === ':memory:' ? undefined : new SQLite(config.path, { readonly: true });
  for (const connection of [sqlite, reader]) {
    // SQLite's default 2 MB page cache makes every lookup in a large parcels table a read() call;
    // mapping the file lets hot index pages stay in memory shared with the OS cache.
    connection?.pragma('cache_size = -32768');
    connection?.pragma('mmap_size = 268435456');
  }
  const db = new Kysely<Database>({ dialect: new FairSqliteDialect({ database: withStatementCache(sqlite, reader) }) });
  if (!reader) return { db, reads: db };
  // Never destroyed on its own: closing the writer's database closes this connection too.
  const reads = new Kysely<Database>({ dialect: new FairSqliteDialect({ database: withStatementCache(reader, undefined) }) });
  return { db, reads, reader };
}

const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely's SQLite driver prepares every query anew; a hot lookup then spends a third of its time
 * compiling the same SQL. Statements are reused instead (one connection, behind Kysely's mutex, so
 * never two users at once); the least recently used ones go when the cache is full.
 */
function withStatementCache(sqlite: SQLite.Database, reader: SQLite.Database | undefined): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      reader?.close();
      sqlite.close();
    },
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}
