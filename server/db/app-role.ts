import { sql } from 'kysely';
import { createDatabase, type Db } from './database';
import { migrateToLatest } from './migrate';

/*
 * Two PostgreSQL roles: the database's owner runs the migrations
 * (MIGRATION_DATABASE_URL), and the running server signs in as a role that may read and write the
 * rows and nothing else (DATABASE_URL). That role cannot drop or alter a table, nor disable the
 * audit trail's triggers (only an owner can), and may only insert into and read `audit_log`: an
 * app taken over cannot rewrite what it did.
 */

/** The one advisory lock every starting instance takes around the grants: PostgreSQL refuses concurrent GRANTs on one object. */
const GRANTS_LOCK = 'achaa_app_role_grants';

/** What the running server may do, granted by the owner after each migration (so tables a migration adds, sms_budget included, are covered). */
export async function grantAppRole(owner: Db, appRole: string): Promise<void> {
  await owner.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${GRANTS_LOCK}))`.execute(trx);
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(trx);
    const schema = sql.id(rows[0]!.schema);
    const role = sql.id(appRole);
    await sql`grant usage on schema ${schema} to ${role}`.execute(trx);
    await sql`revoke create on schema ${schema} from ${role}`.execute(trx);
    await sql`grant select, insert, update, delete on all tables in schema ${schema} to ${role}`.execute(trx);
    await sql`grant usage, select on all sequences in schema ${schema} to ${role}`.execute(trx);
    // The audit trail: written and read, never changed (its triggers refuse it too, and only the owner may disable them).
    await sql`revoke update, delete, truncate on audit_log from ${role}`.execute(trx);
    // The ledger: rows are only inserted; a void inserts its reversal, nothing changes in place.
    await sql`revoke update, delete, truncate on ledger_charges, ledger_payments from ${role}`.execute(trx);
    // Kysely's record of the migrations: read (a backup copies it), written by the owner only.
    await sql`revoke insert, update, delete, truncate on kysely_migration, kysely_migration_lock from ${role}`.execute(trx);
  });
}

const currentRole = async (db: Db) => (await sql<{ role: string }>`select current_user as role`.execute(db)).rows[0]!.role;

/**
 * Brings the database to the current version before the server uses it. Without
 * MIGRATION_DATABASE_URL (SQLite, or one PostgreSQL role for everything) the server's own
 * connection migrates. With it, the owner's connection migrates and then grants the server's role
 * (the one `db` signs in as) what it needs; the server's role never runs DDL.
 */
export async function migrateDatabase(db: Db, migration?: { url: string; schema?: string }): Promise<void> {
  if (!migration) return migrateToLatest(db);
  const { db: owner } = createDatabase({
    kind: 'postgres',
    url: migration.url,
    poolSize: 1,
    ...(migration.schema ? { schema: migration.schema } : {}),
  });
  try {
    await migrateToLatest(owner, migration.schema);
    const [ownerRole, appRole] = await Promise.all([currentRole(owner), currentRole(db)]);
    if (ownerRole !== appRole) await grantAppRole(owner, appRole);
  } finally {
    await owner.destroy();
  }
}
