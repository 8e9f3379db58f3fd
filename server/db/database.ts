import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
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

export function createDatabase(config: DatabaseConfig): Db {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize ?? 10,
      ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (config.path !== ':memory:') mkdirSync(dirname(config.path), { recursive: true });
  const sqlite = new SQLite(config.path);
  // WAL lets readers run while a staff import writes; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

