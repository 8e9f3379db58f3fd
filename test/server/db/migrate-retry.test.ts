import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, type DatabaseIntrospector, type Kysely as KyselyDb } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';

/** What PostgreSQL answers when a schema the listing reached was dropped meanwhile. */
const schemaGone = () => Object.assign(new Error('schema "test_0a1b2c" does not exist'), { code: '3F000' });

/** An in-memory SQLite whose table listing fails as PostgreSQL's does when another schema is dropped, `failures` times. */
function databaseListingFailing(failures: number, error: () => Error = schemaGone) {
  let left = failures;
  class FlakyListing extends SqliteDialect {
    override createIntrospector(db: KyselyDb<unknown>): DatabaseIntrospector {
      const real = super.createIntrospector(db);
      const fail = <T>(list: () => Promise<T>) => (left-- > 0 ? Promise.reject(error()) : list());
      return {
        getSchemas: () => real.getSchemas(),
        getTables: (options) => fail(() => real.getTables(options)),
        getMetadata: (options) => fail(() => real.getMetadata(options)),
      };
    }
  }
  return new Kysely<never>({ dialect: new FlakyListing({ database: new Database(':memory:') }) }) as unknown as Db;
}

let open: Db | undefined;
afterEach(async () => open?.destroy());

describe('migrating while another schema is dropped', () => {
  it('asks again when the listing of tables meets a schema dropped meanwhile, and migrates', async () => {
    open = databaseListingFailing(2);
    await migrateToLatest(open);
    const tables = (await open.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(['parcels', 'users', 'ledger_payments']));
  });

  it('gives up after three listings that fail, and on any other error at once', async () => {
    open = databaseListingFailing(3);
    await expect(migrateToLatest(open)).rejects.toThrow('failed');
    await open.destroy();
    open = databaseListingFailing(1, () => new Error('disk full'));
    await expect(migrateToLatest(open)).rejects.toMatchObject({ cause: { message: 'disk full' } });
  });
});
