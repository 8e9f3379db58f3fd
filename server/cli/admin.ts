import { loadConfig } from '../config';
import { createDatabase, databaseConfigFromUrl } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { runAdmin } from './admin-commands';

/** Same env as the server (DATABASE_URL / DATABASE_PATH), so it edits the database the server uses. */
async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const { db } = createDatabase(databaseConfigFromUrl(config.DATABASE_URL, config.DATABASE_PATH));
  try {
    await migrateToLatest(db);
    return await runAdmin(process.argv.slice(2), { db, out: console.log, err: console.error });
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
