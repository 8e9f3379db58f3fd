import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, closeSync, existsSync, openSync, renameSync, rmSync } from 'node:fs';
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
 * A backup holds password and session hashes and the server's secrets (the device-cookie key, the
 * phone-code key, the VAPID private key): readable by its owner only, whatever the umask says.
 */
export const BACKUP_FILE_MODE = 0o600;

/** The instance registry's rows a backup carried: heartbeats of servers that ran on the original, not on this copy. */
const REGISTRY_TABLE = 'server_instances';

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
  // Created owner-only before a byte is written: pg_dump and SQLite write into it and keep its mode.
  closeSync(openSync(partial, 'wx', BACKUP_FILE_MODE));
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
      await postgresTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`], target.url);
    }
    chmodSync(partial, BACKUP_FILE_MODE);
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
    const restored = new SQLite(resolve(target.path));
    try {
      const registry = restored.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(REGISTRY_TABLE);
      if (registry) restored.prepare(`delete from ${REGISTRY_TABLE}`).run();
    } finally {
      restored.close();
    }
    return;
  }
  // The whole file is read (every table's data, not only its table of contents) before anything
  // live is touched: a truncated or damaged dump is refused and the database stays as it was.
  await postgresTool('pg_restore', ['--file=/dev/null', source]);
  await restoreInOneTransaction(target.url, source);
}

/**
 * Drops what is there and puts the dump back in ONE transaction (pg_restore's script run by psql),
 * committed only once pg_restore has written the whole script: any failure on the way rolls back,
 * and the live data is untouched. The registry's copied heartbeats go in the same transaction, so
 * a server starts on the restored database at once.
 */
async function restoreInOneTransaction(url: string, source: string): Promise<void> {
  const { schema, drops } = await dropStatements(url);
  const { url: bareUrl, env } = connectionWithoutPassword(url);
  const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${bareUrl}`], {
    env,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', source], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const psqlErrors = collect(psql.stderr);
  const restoreErrors = collect(restore.stderr);
  const psqlExit = exitOf(psql);
  const restoreExit = exitOf(restore);
  // psql gone early (an error stopped it) must not take this process down with EPIPE.
  psql.stdin.on('error', () => {});
  psql.stdin.write(`begin;\n${drops.join('\n')}\n`);
  restore.stdout.pipe(psql.stdin, { end: false });
  const restored = await restoreExit;
  if (restored.code !== 0) {
    psql.kill('SIGTERM');
    await psqlExit;
    throw new BackupError(`pg_restore failed: ${restoreErrors().trim() || restored.error || 'exit ' + String(restored.code)}`);
  }
  psql.stdin.end(
    `\nset search_path to ${quoteIdentifier(schema)};\ndelete from ${REGISTRY_TABLE} where to_regclass('${REGISTRY_TABLE}') is not null;\ncommit;\n`,
  );
  const applied = await psqlExit;
  if (applied.code !== 0) throw new BackupError(`psql failed: ${psqlErrors().trim() || applied.error || 'exit ' + String(applied.code)}`);
}

function collect(stream: NodeJS.ReadableStream): () => string {
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  return () => text;
}

async function exitOf(child: ReturnType<typeof spawn>): Promise<{ code: number | null; error?: string }> {
  const failed = once(child, 'error').then(([error]) => {
    const failure = error as NodeJS.ErrnoException;
    if (failure.code === 'ENOENT')
      throw new BackupError(`${String(child.spawnfile)} is not installed: apt-get install postgresql-client (the server's major version).`);
    return { code: null, error: failure.message };
  });
  const exited = once(child, 'close').then(([code]) => ({ code: code as number | null }));
  return Promise.race([failed, exited]);
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

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
 * (the restore stops at a function that exists already). Functions of extensions stay. Only the
 * statements: they run in the restore's own transaction.
 */
async function dropStatements(url: string): Promise<{ schema: string; drops: string[] }> {
  return withClient(url, async (client) => {
    const tables = await userTables(client);
    const statements = tables.length > 0 ? [`drop table ${tables.map((name) => client.escapeIdentifier(name)).join(', ')} cascade;`] : [];
    const { rows } = await client.query<{ signature: string }>(
      `select p.oid::regprocedure::text as signature
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = current_schema() and p.prokind = 'f'
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
    );
    const schema = (await client.query<{ schema: string }>('select current_schema() as schema')).rows[0]!.schema;
    const drops = [`set search_path to ${client.escapeIdentifier(schema)};`, ...statements];
    return { schema, drops: [...drops, ...rows.map(({ signature }) => `drop function if exists ${signature} cascade;`)] };
  });
}

/**
 * The password leaves the URL and travels in PGPASSWORD, in the child's environment only: a
 * command line is readable by every user of the host (`ps`), an environment only by its owner.
 */
export function connectionWithoutPassword(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
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

/** pg_dump / pg_restore (Debian's postgresql-client), with their own words when they fail; `url` goes in as --dbname, its password through the environment. */
async function postgresTool(tool: 'pg_dump' | 'pg_restore', args: string[], url?: string): Promise<void> {
  const connection = url ? connectionWithoutPassword(url) : undefined;
  try {
    await run(tool, connection ? [...args, `--dbname=${connection.url}`] : args, {
      maxBuffer: 16 * 1024 * 1024,
      ...(connection ? { env: connection.env } : {}),
    });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new BackupError(`${tool} is not installed: apt-get install postgresql-client (the server's major version).`);
    throw new BackupError(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}
