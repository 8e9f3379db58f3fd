import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareLookup } from '../../../server/db/prepared-lookup';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const PHONES = Array.from({ length: 12 }, (_, index) => String(91_000_000 + index));

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  const now = new Date().toISOString();
  // Phone n has n + 1 parcels, so every answer tells which phone it belongs to.
  await t.db
    .insertInto('parcels')
    .values(
      PHONES.flatMap((phone, index) =>
        Array.from({ length: index + 1 }, (_, copy) => ({
          track_code: `PL${index}X${copy}`,
          phone,
          price: 0,
          status: 'REGISTERED' as const,
          state: 'ACTIVE' as const,
          created_at: now,
          updated_at: now,
        })),
      ),
    )
    .execute();
});
afterAll(() => t.drop());

const codesByPhone = () =>
  prepareLookup(t.database, (phone) => t.db.selectFrom('parcels').select('track_code').where('phone', '=', phone).orderBy('track_code'));

describe('prepareLookup (a statement prepared once: SQLite prepared statement, PostgreSQL named statement)', () => {
  it('answers every value with its own rows when many lookups run at once over the pool', async () => {
    const lookup = codesByPhone();
    const rounds = [...PHONES, ...PHONES, ...PHONES];
    const answers = await Promise.all(rounds.map((phone) => lookup(phone)));
    answers.forEach((rows, position) => {
      const index = PHONES.indexOf(rounds[position]!);
      expect(rows.map((row) => row.track_code).sort()).toEqual(Array.from({ length: index + 1 }, (_, copy) => `PL${index}X${copy}`).sort());
    });
  });

  it('sees rows written after it was prepared and run', async () => {
    const lookup = codesByPhone();
    expect(await lookup('91999999')).toEqual([]);
    const now = new Date().toISOString();
    await t.db
      .insertInto('parcels')
      .values({ track_code: 'PLNEW', phone: '91999999', price: 0, status: 'REGISTERED', state: 'ACTIVE', created_at: now, updated_at: now })
      .execute();
    expect(await lookup('91999999')).toEqual([{ track_code: 'PLNEW' }]);
  });

  it('two lookups with different SQL live side by side on the same connections', async () => {
    const byPhone = codesByPhone();
    const byCode = prepareLookup(t.database, (code) => t.db.selectFrom('parcels').select('phone').where('track_code', '=', code));
    for (let round = 0; round < 3; round += 1) {
      expect(await byCode('PL3X0')).toEqual([{ phone: PHONES[3] }]);
      expect((await byPhone(PHONES[1]!)).map((row) => row.track_code)).toEqual(['PL1X0', 'PL1X1']);
    }
  });

  it('refuses a query that does not take its value as a parameter', () => {
    expect(() => prepareLookup(t.database, () => t.db.selectFrom('parcels').select('phone'))).toThrow(/does not use its value/);
  });
});
