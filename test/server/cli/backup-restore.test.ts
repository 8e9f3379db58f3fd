import { as } from '../helpers/as-user';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { backupDatabase, restoreDatabase, tablesWithRows, type BackupTarget } from '../../../server/cli/backup';
import { runBackupCommand } from '../../../server/cli/backup-commands';
import { createDatabase, type Db, type OpenDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { seedDemoData } from '../../../server/db/seed';
import { startServer } from '../../e2e/support/test-server';
import { createPostgresDatabase } from '../helpers/test-database';
import { insertTestUser, sessionCookieHeader, TEST_SCRYPT } from '../helpers/test-app';

/*
 * A backup taken while the server imports parcels and moves them restores with nothing committed
 * missing. On SQLite (online backup API) by default; on PostgreSQL (pg_dump/pg_restore, whole
 * databases of their own) in npm test's PostgreSQL pass.
 */
const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL! : undefined;
const engine = postgresUrl ? 'PostgreSQL' : 'SQLite';

interface Place {
  target: BackupTarget;
  drop(): Promise<void>;
}

const workDir = mkdtempSync(join(tmpdir(), 'achaa-backup-'));
let placeCount = 0;
async function freshPlace(): Promise<Place> {
  placeCount += 1;
  if (!postgresUrl) return { target: { kind: 'sqlite', path: join(workDir, `db-${placeCount}.sqlite`) }, drop: async () => {} };
  const database = await createPostgresDatabase(postgresUrl, 'achaa_backup');
  return { target: { kind: 'postgres', url: database.url }, drop: () => database.drop() };
}

const openDatabase = (target: BackupTarget): OpenDatabase =>
  target.kind === 'sqlite'
    ? createDatabase({ kind: 'sqlite', path: target.path })
    : createDatabase({ kind: 'postgres', url: target.url, poolSize: 4 });
const open = (target: BackupTarget): Db => openDatabase(target).db;

/** Every table's rows, whatever migrations made: the check needs no list of tables. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const names =
    postgresUrl === undefined
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows
      : (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
            db,
          )
        ).rows;
  const counts: Record<string, number> = {};
  for (const { name } of names) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(rows[0]?.n);
  }
  return counts;
}

describe(`backup and restore on ${engine}`, () => {
  const STAFF = { phone: '88150001', password: 'staff-password' };
  let source: Place;
  let db: Db;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let cookie: string;
  const places: Place[] = [];

  beforeAll(async () => {
    source = await freshPlace();
    places.push(source);
    const database = openDatabase(source.target);
    db = database.db;
    await migrateToLatest(db);
    await seedDemoData(db, TEST_SCRYPT);
    await insertTestUser(db, { ...STAFF, role: 'staff' });
    app = await buildApp({ database, scryptParams: TEST_SCRYPT, logger: { level: 'error' } });
    const login = await as(app).post('/api/auth/login', STAFF);
    cookie = sessionCookieHeader(login);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    for (const place of places) await place.drop();
    rmSync(workDir, { recursive: true, force: true });
  }, 60_000);

  it('a backup taken during an import and status moves restores every committed parcel, history row and account', async () => {
    const imported: string[] = [];
    const moved: string[] = [];
    let stop = false;
    let batch = 0;
    const importLoop = async () => {
      while (!stop) {
        batch += 1;
        const codes = Array.from({ length: 200 }, (_, line) => `BK${String(batch).padStart(4, '0')}${String(line).padStart(4, '0')}`);
        const answer = await as(app, cookie, { headers: { 'content-type': 'text/csv' } }).post(
          '/api/staff/parcels/import',
          codes.map((code) => `${code},88001122,1500`).join('\n'),
        );
        expect(answer.statusCode, answer.body).toBe(200);
        imported.push(...codes);
      }
    };
    const moveLoop = async () => {
      let next = 0;
      while (!stop) {
        const code = imported[next];
        if (code === undefined) {
          await new Promise((resolve) => setImmediate(resolve));
          continue;
        }
        next += 7;
        const answer = await as(app, cookie).patch(`/api/staff/parcels/${code}`, { status: 'RECEIVED' });
        expect(answer.statusCode, answer.body).toBe(200);
        moved.push(code);
      }
    };
    const load = Promise.all([importLoop(), moveLoop()]);
    // The backup starts once writes have committed and runs while more arrive.
    await expect.poll(() => moved.length, { timeout: 20_000 }).toBeGreaterThan(5);
    const committedBefore = { imported: [...imported], moved: [...moved], counts: await rowCounts(db) };
    const file = join(workDir, `under-load.${postgresUrl ? 'dump' : 'sqlite'}`);
    await backupDatabase(source.target, file);
    const writesDuringBackup = imported.length - committedBefore.imported.length + moved.length - committedBefore.moved.length;
    stop = true;
    await load;
    const countsAfter = await rowCounts(db);

    const restoredPlace = await freshPlace();
    places.push(restoredPlace);
    await restoreDatabase(restoredPlace.target, file);
    const restored = open(restoredPlace.target);
    try {
      const counts = await rowCounts(restored);
      // Every table of the source is back, none holds fewer rows than when the backup began, none more than at the end.
      expect(Object.keys(counts).sort()).toEqual(Object.keys(countsAfter).sort());
      for (const [table, before] of Object.entries(committedBefore.counts)) {
        expect(counts[table], table).toBeGreaterThanOrEqual(before);
        expect(counts[table], table).toBeLessThanOrEqual(countsAfter[table]!);
      }
      const parcels = await restored.selectFrom('parcels').select(['track_code', 'status']).execute();
      const statusOf = new Map(parcels.map((row) => [row.track_code, row.status]));
      expect(committedBefore.imported.filter((code) => !statusOf.has(code))).toEqual([]);
      expect(committedBefore.moved.filter((code) => statusOf.get(code) !== 'RECEIVED')).toEqual([]);
      // One snapshot: each parcel's status is its last history row's (a torn copy would split a move).
      const torn = await restored
        .selectFrom('parcels')
        .select('parcels.track_code')
        .where((eb) =>
          eb(
            'parcels.status',
            '!=',
            eb
              .selectFrom('parcel_status_history')
              .select('parcel_status_history.status')
              .whereRef('parcel_status_history.parcel_id', '=', 'parcels.id')
              .orderBy('parcel_status_history.id', 'desc')
              .limit(1),
          ),
        )
        .execute();
      expect(torn).toEqual([]);
      expect(await restored.selectFrom('users').select('phone').where('phone', '=', STAFF.phone).executeTakeFirst()).toBeDefined();
    } finally {
      await restored.destroy();
    }
    // Not a test of speed: only that the backup really overlapped writes.
    expect(writesDuringBackup + (countsAfter.parcels! - committedBefore.counts.parcels!)).toBeGreaterThan(0);
  }, 120_000);

  it('restore refuses a database with rows unless forced, and the CLI says why', async () => {
    const file = join(workDir, `refusal.${postgresUrl ? 'dump' : 'sqlite'}`);
    await backupDatabase(source.target, file);
    const target = await freshPlace();
    places.push(target);
    const other = open(target.target);
    await migrateToLatest(other);
    // A migrated, empty database is empty: the restore replaces its tables.
    expect(await tablesWithRows(target.target)).toEqual([]);
    await insertTestUser(other, { phone: '88150002', password: 'customer-password' });
    await other.destroy();

    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    expect(await runBackupCommand(['restore', '--from', file], target.target, io)).toBe(1);
    expect(lines.join('\n')).toContain('Refusing to restore: the database is not empty (rows in users)');
    const kept = open(target.target);
    expect((await kept.selectFrom('users').select('phone').execute()).map((row) => row.phone)).toEqual(['88150002']);
    await kept.destroy();

    expect(await runBackupCommand(['restore', '--from', file, '--force'], target.target, io)).toBe(0);
    const replaced = open(target.target);
    const phones = (await replaced.selectFrom('users').select('phone').execute()).map((row) => row.phone);
    await replaced.destroy();
    expect(phones).toContain(STAFF.phone);
    expect(phones).not.toContain('88150002');
  }, 60_000);

  it('backup refuses to overwrite a file unless forced, and says what is missing', async () => {
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    const file = join(workDir, 'twice.bak');
    expect(await runBackupCommand(['backup', '--to', file], source.target, io)).toBe(0);
    expect(await runBackupCommand(['backup', '--to', file], source.target, io)).toBe(1);
    expect(lines.at(-1)).toContain('exists already');
    expect(await runBackupCommand(['backup', '--to', file, '--force'], source.target, io)).toBe(0);
    expect(await runBackupCommand(['backup'], source.target, io)).toBe(2);
    expect(lines.at(-1)).toContain('--to is required');
  }, 60_000);

  it('a backup file is readable by its owner only (0600), whatever the umask', async () => {
    const previous = process.umask(0o022);
    try {
      const file = join(workDir, `private.${postgresUrl ? 'dump' : 'sqlite'}`);
      await backupDatabase(source.target, file);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(previous);
    }
  }, 60_000);

  it('a restore leaves no live instance behind: a server starts on the restored database at once, without Redis', async () => {
    // As a backup taken while a server runs carries it: a heartbeat of a moment ago, of an instance without shared limits.
    await db
      .insertInto('server_instances')
      .values({ instance: 'backup-host:8080', shared_limits: 0, seen_at: Date.now() })
      .onConflict((conflict) => conflict.column('instance').doUpdateSet({ seen_at: Date.now() }))
      .execute();
    const file = join(workDir, `with-heartbeat.${postgresUrl ? 'dump' : 'sqlite'}`);
    await backupDatabase(source.target, file);
    const target = await freshPlace();
    places.push(target);
    await restoreDatabase(target.target, file);
    const staticDir = mkdtempSync(join(tmpdir(), 'achaa-restored-static-'));
    const server = await startServer({
      ...(target.target.kind === 'sqlite'
        ? { DATABASE_PATH: target.target.path, DATABASE_URL: '' }
        : { DATABASE_URL: target.target.url, DATABASE_PATH: '' }),
      REDIS_URL: '',
      STATIC_DIR: staticDir,
    });
    try {
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    } finally {
      await server.stop();
      rmSync(staticDir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe.skipIf(!postgresUrl)('PostgreSQL backups keep the password off the command line and never restore half a file', () => {
  const places: Place[] = [];
  const dumps = mkdtempSync(join(tmpdir(), 'achaa-pg-backup-'));
  afterAll(async () => {
    for (const place of places) await place.drop();
    rmSync(dumps, { recursive: true, force: true });
  }, 60_000);

  it('pg_dump, pg_restore and psql get the password in PGPASSWORD, never in their argv', async () => {
    const place = await freshPlace();
    places.push(place);
    const other = open(place.target);
    await migrateToLatest(other);
    await other.destroy();
    // The test server trusts local connections: any password connects, and none may show in a process list.
    const url = new URL((place.target as { url: string }).url);
    url.password = 'Sekret-pw-33';
    const target: BackupTarget = { kind: 'postgres', url: url.toString() };
    // Wrappers ahead of the real tools in PATH write down what each was started with.
    const bin = mkdtempSync(join(tmpdir(), 'achaa-pg-tools-'));
    const log = join(bin, 'calls.log');
    for (const tool of ['pg_dump', 'pg_restore', 'psql']) {
      writeFileSync(
        join(bin, tool),
        `#!/bin/sh\nprintf '%s argv: %s | env: %s\\n' "${tool}" "$*" "$PGPASSWORD" >> "${log}"\nexec /usr/bin/${tool} "$@"\n`,
      );
      chmodSync(join(bin, tool), 0o755);
    }
    const path = process.env.PATH;
    process.env.PATH = `${bin}:${path}`;
    try {
      const file = join(dumps, 'password.dump');
      await backupDatabase(target, file);
      await restoreDatabase(target, file, { force: true });
    } finally {
      process.env.PATH = path;
    }
    const calls = readFileSync(log, 'utf8').trim().split('\n');
    rmSync(bin, { recursive: true, force: true });
    expect(calls.map((call) => call.split(' ')[0])).toEqual(expect.arrayContaining(['pg_dump', 'pg_restore', 'psql']));
    for (const call of calls) {
      const [argv, env] = call.split(' | env: ');
      expect(argv).not.toContain('Sekret-pw-33');
      // The reading of the whole file before a restore connects nowhere; every call that connects has it.
      if (argv!.includes('--dbname')) expect(env).toBe('Sekret-pw-33');
    }
  }, 60_000);

  it('a truncated dump is refused by restore --force and the live data stays whole', async () => {
    const place = await freshPlace();
    places.push(place);
    const live = open(place.target);
    await migrateToLatest(live);
    await seedDemoData(live, TEST_SCRYPT);
    const before = await rowCounts(live);
    const file = join(dumps, 'truncated.dump');
    await backupDatabase(place.target, file);
    truncateSync(file, Math.floor(statSync(file).size * 0.7));

    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    expect(await runBackupCommand(['restore', '--from', file, '--force'], place.target, io)).toBe(1);
    expect(lines.join('\n')).toContain('pg_restore failed');
    expect(await rowCounts(live)).toEqual(before);
    expect(before.parcels).toBeGreaterThan(0);
    await live.destroy();
  }, 60_000);
});
