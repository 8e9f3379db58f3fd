import { execFile } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';

const run = promisify(execFile);

/** Kysely's own bookkeeping: a database holding only these (and empty tables) counts as empty. */
const BOOKKEEPING_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/** The database the server's env names (DATABASE_URL, else DATABASE_PATH). */
export type BackupTarget = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };

export class BackupError extends Error {}

/**
 * The backup API copies in steps and starts over when another connection writes between two; a
 * step copying every page (under one read lock: WAL lets writers go on) cannot be overtaken by an
 * import that keeps growing the file.
 */
const allPagesInOneStep = () => 0x7fffffff;

/**
 * A consistent copy while the servers keep running. SQLite: the online backup API (a file copy of
 * a live WAL database can be torn); all pages in one step, so concurrent writes cannot restart it
 * forever. PostgreSQL: `pg_dump` in its custom format, one snapshot of every table. Written to a
 * temporary name and renamed, so a half-written file never looks like a backup.
 */
export async function backupDatabase(target: BackupTarget, to: string, { overwrite = false } = {}): Promise<void> {
  const destination = resolve(to);
  if (!existsSync(dirname(destination))) throw new BackupError(`The folder of ${destination} does not exist.`);
  if (existsSync(destination) && !overwrite) throw new BackupError(`${destination} exists already (add --force to overwrite it).`);
  const partial = `${destination}.partial`;
  rmSync(partial, { force: true });
  try {
    if (target.kind === 'sqlite') {
      if (!existsSync(target.path)) throw new BackupError(`There is no database at ${target.path}.`);
      const source = new SQLite(target.path, { readonly: true, fileMustExist: true });
      try {
        await source.backup(partial, { progress: allPagesInOneStep });
      } finally {
        source.close();
      }
      // The copy keeps the live database's WAL mode; one self-contained file is what a backup should be.
      const copy = new SQLite(partial);
      copy.pragma('journal_mode = DELETE');
      copy.close();
    } else {
      await postgresTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${target.url}`]);
    }
    renameSync(partial, destination);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * Puts a backup back. Refuses a database holding any row (in any table, whatever later migrations
 * add) unless `force`; the servers on it must be stopped first. Every table is replaced, so the
 * result is exactly the backup (the next start migrates it up if it is older than the code).
 */
export async function restoreDatabase(target: BackupTarget, from: string, { force = false } = {}): Promise<void> {
  const source = resolve(from);
  if (!existsSync(source)) throw new BackupError(`There is no backup at ${source}.`);
  const filled = await tablesWithRows(target);
  if (filled.length > 0 && !force) {
    throw new BackupError(
      `Refusing to restore: the database is not empty (rows in ${filled.join(', ')}). Restore into an empty database, or add --force to replace everything in it.`,
    );
  }
  if (target.kind === 'sqlite') {
    const backup = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      const check = backup.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new BackupError(`${source} is not a sound SQLite database (${String(check)}).`);
      await backup.backup(resolve(target.path), { progress: allPagesInOneStep });
    } finally {
      backup.close();
    }
    return;
  }
  await dropAllTables(target.url);
  await postgresTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${target.url}`,
    source,
  ]);
}

/** The user tables holding at least one row (Kysely's migration tables aside). */
export async function tablesWithRows(target: BackupTarget): Promise<string[]> {
  if (target.kind === 'sqlite') {
    if (!existsSync(target.path)) return [];
    const db = new SQLite(target.path, { readonly: true });
    try {
      const tables = db
        .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
        .pluck()
        .all() as string[];
      return tables.filter((name) => !BOOKKEEPING_TABLES.has(name) && db.prepare(`select 1 from "${name}" limit 1`).get() !== undefined);
    } finally {
      db.close();
    }
  }
  return withClient(target.url, async (client) => {
    const filled: string[] = [];
    for (const name of await userTables(client)) {
      if (BOOKKEEPING_TABLES.has(name)) continue;
      const { rowCount } = await client.query(`select 1 from ${client.escapeIdentifier(name)} limit 1`);
      if (rowCount) filled.push(name);
    }
    return filled;
  });
}

async function userTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1",
  );
  return rows.map((row) => row.name);
}

/**
 * Empty (or forced) PostgreSQL: every table goes, and our own functions (the audit log's
 * append-only trigger), so the dump's tables, sequences, indexes and triggers come back exactly
 * (pg_restore stops at a function that exists already). Functions of extensions stay.
 */
async function dropAllTables(url: string): Promise<void> {
  await withClient(url, async (client) => {
    const tables = await userTables(client);
    if (tables.length > 0) await client.query(`drop table ${tables.map((name) => client.escapeIdentifier(name)).join(', ')} cascade`);
    const { rows } = await client.query<{ signature: string }>(
      `select p.oid::regprocedure::text as signature
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = current_schema() and p.prokind = 'f'
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
    );
    for (const { signature } of rows) await client.query(`drop function if exists ${signature} cascade`);
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** pg_dump / pg_restore (Debian's postgresql-client), with their own words when they fail. */
async function postgresTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new BackupError(`${tool} is not installed: apt-get install postgresql-client (the server's major version).`);
    throw new BackupError(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}
