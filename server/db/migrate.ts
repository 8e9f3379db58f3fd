import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/2026-11-21-0001-initial';
import * as parcelLookupIndex from './migrations/2026-11-21-0002-parcel-lookup-covering-index';
import * as serverSecrets from './migrations/2026-11-22-0001-server-secrets';
import * as parcelJourney from './migrations/2026-11-23-0001-parcel-journey';
import * as pushAndDelivery from './migrations/2026-11-23-0002-push-and-delivery';
import * as parcelHistoryEvents from './migrations/2026-11-23-0003-parcel-history-events';
import * as counter from './migrations/2026-11-25-0220-counter';
import * as phoneVerification from './migrations/2026-11-25-0210-phone-verification';
import * as serverInstances from './migrations/2026-11-25-0250-server-instances';
import * as payments from './migrations/2026-11-26-0230-payments';
import * as contacts from './migrations/2026-11-26-0245-contacts';
import * as owner from './migrations/2026-11-26-0260-owner';
import * as arrival from './migrations/2026-11-26-0270-arrival';
import * as dashboardDaily from './migrations/2026-11-27-0280-dashboard-daily';
import * as dashboardPerStatement from './migrations/2026-11-27-0290-dashboard-per-statement';
import * as parcelPhotos from './migrations/2026-11-28-0325-parcel-photos';
import * as trips from './migrations/2026-11-28-0330-trips';
import * as smsBudget from './migrations/2026-11-28-0340-sms-budget';
import * as idempotencyKeys from './migrations/2026-11-28-0350-idempotency-keys';
import * as ledger from './migrations/2026-11-28-0351-ledger';
import * as ebarimtOutbox from './migrations/2026-11-28-0360-ebarimt-outbox';
import * as customerCredit from './migrations/2026-11-28-0370-customer-credit';
import type { Db } from './database';

/** Listed here rather than read from disk, so the CLI, tests and the bench run them the same way. */
export const migrations: Record<string, Migration> = {
  '2026-11-21-0001-initial': initial,
  '2026-11-21-0002-parcel-lookup-covering-index': parcelLookupIndex,
  '2026-11-22-0001-server-secrets': serverSecrets,
  '2026-11-23-0001-parcel-journey': parcelJourney,
  '2026-11-23-0002-push-and-delivery': pushAndDelivery,
  '2026-11-23-0003-parcel-history-events': parcelHistoryEvents,
  '2026-11-25-0220-counter': counter,
  '2026-11-25-0210-phone-verification': phoneVerification,
  '2026-11-25-0250-server-instances': serverInstances,
  '2026-11-26-0230-payments': payments,
  '2026-11-26-0245-contacts': contacts,
  '2026-11-26-0260-owner': owner,
  '2026-11-26-0270-arrival': arrival,
  '2026-11-27-0280-dashboard-daily': dashboardDaily,
  '2026-11-27-0290-dashboard-per-statement': dashboardPerStatement,
  '2026-11-28-0325-parcel-photos': parcelPhotos,
  '2026-11-28-0330-trips': trips,
  '2026-11-28-0340-sms-budget': smsBudget,
  '2026-11-28-0350-idempotency-keys': idempotencyKeys,
  '2026-11-28-0351-ledger': ledger,
  '2026-11-28-0360-ebarimt-outbox': ebarimtOutbox,
  '2026-11-28-0370-customer-credit': customerCredit,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** PostgreSQL's invalid_schema_name. */
const SCHEMA_GONE = '3F000';
const MIGRATE_ATTEMPTS = 3;

const isSchemaGone = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === SCHEMA_GONE;

/**
 * `schema` is the PostgreSQL schema the migration table lives in; Kysely otherwise finds another
 * schema's `kysely_migration` table when several test databases share one server.
 *
 * Before it migrates anything, Kysely's migrator lists the tables of every schema on the server
 * (`has_schema_privilege` on each), and that listing fails with 3F000 when another schema is dropped
 * while it runs (test files and benches, each in a schema of its own, drop theirs as they end). No
 * migration has run then (there are no results), so it is simply asked again.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
    const { error, results } = await migrator.migrateToLatest();
    if (results === undefined && isSchemaGone(error) && attempt < MIGRATE_ATTEMPTS) continue;
    const failed = results?.find((result) => result.status === 'Error');
    if (error || failed) {
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
    }
    return;
  }
}
