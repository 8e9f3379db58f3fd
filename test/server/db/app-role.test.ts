import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../../server/db/app-role';
import { createDatabase, type Db } from '../../../server/db/database';
import { DEMO_CUSTOMER } from '../../../server/db/seed';
import { recordAudit } from '../../../server/modules/audit/record-audit';
import { startServer, type RunningServer } from '../../e2e/support/test-server';
import { createPostgresDatabase } from '../helpers/test-database';

/*
 * The server runs as a role that may read and write rows but not change the schema or
 * the audit trail; the migrations run as the owner (MIGRATION_DATABASE_URL). PostgreSQL only (SQLite
 * has no roles): runs in npm test's PostgreSQL pass.
 */
const serverUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL! : undefined;

async function asServerAdmin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same database, signed in as the limited role. */
function asRole(url: string, role: string, password: string): string {
  const limited = new URL(url);
  limited.username = role;
  limited.password = password;
  return limited.toString();
}

describe.skipIf(!serverUrl)(`the server's limited database role${serverUrl ? '' : ' (skipped: DATABASE_URL is not PostgreSQL)'}`, () => {
  const role = `achaa_app_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  const databases: Array<{ url: string; drop(): Promise<void> }> = [];
  const fresh = async () => {
    const database = await createPostgresDatabase(serverUrl!, 'achaa_roles');
    databases.push(database);
    return database;
  };

  beforeAll(async () => {
    await asServerAdmin(`create role ${role} login password '${password}'`);
  });
  afterAll(async () => {
    for (const database of databases) await database.drop();
    await asServerAdmin(`drop role if exists ${role}`);
  });

  describe('after the owner migrated and granted', () => {
    let owner: string;
    let app: Db;
    beforeAll(async () => {
      owner = (await fresh()).url;
      app = createDatabase({ kind: 'postgres', url: asRole(owner, role, password), poolSize: 2 }).db;
      await migrateDatabase(app, { url: owner });
    });
    afterAll(() => app.destroy());

    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'done',
        (error: Error) => error.message,
      );

    it('writes and reads the audit trail, and can neither change nor delete it, nor disable its triggers', async () => {
      await recordAudit(app, { actorId: null, action: 'parcel.create', object: 'ROLE0001', after: { phone: '99112233' } });
      const rows = await app.selectFrom('audit_log').select(['object', 'action']).where('object', '=', 'ROLE0001').execute();
      expect(rows).toEqual([{ object: 'ROLE0001', action: 'parcel.create' }]);
      expect(await refusal(app.updateTable('audit_log').set({ object: 'FORGED' }).execute())).toMatch(/permission denied/);
      expect(await refusal(app.deleteFrom('audit_log').execute())).toMatch(/permission denied/);
      expect(await refusal(sql`truncate audit_log`.execute(app))).toMatch(/permission denied/);
      expect(await refusal(sql`alter table audit_log disable trigger all`.execute(app))).toMatch(/must be owner/);
      expect(await app.selectFrom('audit_log').select('object').where('object', '=', 'ROLE0001').execute()).toHaveLength(1);
    });

    it('inserts ledger rows and reads them, and can neither change nor delete them (a void inserts its reversal)', async () => {
      const row = { phone: '99112233', kind: 'DELIVERY', amount: 3000, created_at: new Date().toISOString() } as const;
      await app.insertInto('ledger_charges').values(row).execute();
      expect(await app.selectFrom('ledger_charges').select('amount').where('phone', '=', '99112233').execute()).toEqual([{ amount: 3000 }]);
      expect(await refusal(app.updateTable('ledger_charges').set({ amount: 1 }).execute())).toMatch(/permission denied/);
      expect(await refusal(app.deleteFrom('ledger_charges').execute())).toMatch(/permission denied/);
      expect(await refusal(app.deleteFrom('ledger_payments').execute())).toMatch(/permission denied/);
      expect(await refusal(sql`truncate ledger_payments`.execute(app))).toMatch(/permission denied/);
    });

    it('cannot drop, alter or create a table, nor write the migrations’ record', async () => {
      expect(await refusal(sql`drop table parcels`.execute(app))).toMatch(/must be owner/);
      expect(await refusal(sql`alter table parcels add column intruder integer`.execute(app))).toMatch(/must be owner/);
      expect(await refusal(sql`create table intruder (id integer)`.execute(app))).toMatch(/permission denied/);
      expect(await refusal(sql`delete from kysely_migration`.execute(app))).toMatch(/permission denied/);
      // A backup reads every table, the migrations' record included.
      expect((await sql<{ count: string }>`select count(*) as count from kysely_migration`.execute(app)).rows[0]!.count).not.toBe('0');
    });

    it('reads and writes the rows the server keeps, sms_budget and the parcels among them', async () => {
      await app.insertInto('sms_budget').values({ period: 'role-test', sent: 1, refused: 0 }).execute();
      await app.updateTable('sms_budget').set({ sent: 2 }).where('period', '=', 'role-test').execute();
      expect(await app.selectFrom('sms_budget').select('sent').where('period', '=', 'role-test').executeTakeFirst()).toEqual({ sent: 2 });
      await app.deleteFrom('sms_budget').where('period', '=', 'role-test').execute();
      const updated = await app.updateTable('parcels').set({ note: 'role test' }).where('track_code', '=', 'NO-SUCH-CODE').execute();
      expect(Number(updated[0]!.numUpdatedRows)).toBe(0);
    });

    it('grants again on the next start, which finds nothing to migrate', async () => {
      await expect(migrateDatabase(app, { url: owner })).resolves.toBeUndefined();
      await recordAudit(app, { actorId: null, action: 'parcel.create', object: 'ROLE0002' });
    });
  });

  describe('the real server (npm start) with DATABASE_URL and MIGRATION_DATABASE_URL', () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'achaa-api-only-'));
    let server: RunningServer | undefined;
    afterAll(async () => {
      await server?.stop();
      rmSync(staticDir, { recursive: true, force: true });
    });

    it('starts on a fresh database: the owner migrates, the limited role seeds and serves', async () => {
      const { url } = await fresh();
      server = await startServer({ DATABASE_URL: asRole(url, role, password), MIGRATION_DATABASE_URL: url, STATIC_DIR: staticDir });
      const check = await fetch(`${server.baseUrl}/api/package/check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: DEMO_CUSTOMER.phone }),
      });
      expect(check.status).toBe(200);
      expect(((await check.json()) as { total: number }).total).toBeGreaterThan(0);
      const { db } = createDatabase({ kind: 'postgres', url, poolSize: 1 });
      const owners = await sql<{ tableowner: string }>`select distinct tableowner from pg_tables where schemaname = 'public'`.execute(db);
      await db.destroy();
      expect(owners.rows.map((row) => row.tableowner)).toEqual([new URL(url).username]);
    }, 200_000);
  });
});
