import { loadConfig } from '../config';
import { createDatabase, databaseConfigFromUrl } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { runAdmin } from './admin-commands';
import { photoStoreFromConfig } from '../modules/photos/photo-store-from-config';
import { BACKUP_COMMANDS, runBackupCommand } from './backup-commands';

/** Same env as the server (DATABASE_URL / DATABASE_PATH), so it edits the database the server uses. */
async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const argv = process.argv.slice(2);
  if (BACKUP_COMMANDS.has(argv[0] ?? '')) {
    const target = config.DATABASE_URL
      ? { kind: 'postgres' as const, url: config.DATABASE_URL }
      : { kind: 'sqlite' as const, path: config.DATABASE_PATH };
    return runBackupCommand(argv, target, { out: console.log, err: console.error }, photoStoreFromConfig(config));
  }
  const { db } = createDatabase(databaseConfigFromUrl(config.DATABASE_URL, config.DATABASE_PATH));
  try {
    await migrateToLatest(db);
    return await runAdmin(argv, { db, out: console.log, err: console.error });
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
