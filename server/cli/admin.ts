import { loadConfig } from '../config';
import { createDatabase, databaseConfigFromUrl } from '../db/database';
import { migrateDatabase } from '../db/app-role';
import { runAdmin } from './admin-commands';
import { photoStoreFromConfig } from '../modules/photos/photo-store-from-config';
import { BACKUP_COMMANDS, runBackupCommand } from './backup-commands';

/**
 * Same env as the server (DATABASE_URL / DATABASE_PATH), so it edits the database the server uses.
 * A backup and a restore run as the owner role (MIGRATION_DATABASE_URL) when there is one: a restore
 * drops and creates tables, which the server's limited role may not.
 */
async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const argv = process.argv.slice(2);
  if (BACKUP_COMMANDS.has(argv[0] ?? '')) {
    const ownerUrl = config.MIGRATION_DATABASE_URL ?? config.DATABASE_URL;
    const target = ownerUrl ? { kind: 'postgres' as const, url: ownerUrl } : { kind: 'sqlite' as const, path: config.DATABASE_PATH };
    return runBackupCommand(argv, target, { out: console.log, err: console.error }, photoStoreFromConfig(config));
  }
  const { db } = createDatabase(databaseConfigFromUrl(config.DATABASE_URL, config.DATABASE_PATH));
  try {
    await migrateDatabase(db, config.MIGRATION_DATABASE_URL ? { url: config.MIGRATION_DATABASE_URL } : undefined);
    return await runAdmin(argv, { db, organizationId: config.ORGANIZATION_ID, out: console.log, err: console.error });
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
