import { mkdtempSync, rmSync } from 'node:fs';
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
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: STAFF });
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
        const answer = await app.inject({
          method: 'POST',
          url: '/api/staff/parcels/import',
          headers: { cookie, 'content-type': 'text/csv' },
          payload: codes.map((code) => `${code},88001122,1500`).join('\n'),
        });
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
        const answer = await app.inject({
          method: 'PATCH',
          url: `/api/staff/parcels/${code}`,
          headers: { cookie },
          payload: { status: 'RECEIVED' },
        });
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
});
