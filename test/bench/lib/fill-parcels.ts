import SQLite from 'better-sqlite3';
import type pg from 'pg';
import { PARCEL_STATUSES } from '@contract';

export const BENCH_PHONE_BASE = 80_000_000;

export const benchPhone = (index: number) => String(BENCH_PHONE_BASE + index);
export const benchTrackCode = (index: number) => `BN${String(index).padStart(10, '0')}`;

const BATCH = 50_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Writes `parcels` rows spread round-robin over `phones` phones straight through better-sqlite3:
 * one prepared statement, 50,000 rows per transaction. History rows are left out: the lookups
 * measured never read them. Answers the seconds it took.
 */
export function fillParcels(path: string, parcels: number, phones: number): number {
  const started = performance.now();
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  // The phone index takes its rows in random order: a big cache keeps its pages from thrashing.
  sqlite.pragma('cache_size = -262144');
  const insert = sqlite.prepare(
    'insert into parcels (track_code, phone, price, status, state, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)',
  );
  const now = Date.now();
  const insertBatch = sqlite.transaction((from: number, to: number) => {
    for (let index = from; index < to; index += 1) {
      const created = now - ((index * 7919) % (90 * DAY_MS));
      const updated = Math.min(now, created + ((index * 104_729) % (10 * DAY_MS)));
      insert.run(
        benchTrackCode(index),
        benchPhone(index % phones),
        (index % 50) * 500,
        PARCEL_STATUSES[index % PARCEL_STATUSES.length],
        'ACTIVE',
        new Date(created).toISOString(),
        new Date(updated).toISOString(),
      );
    }
  });
  for (let from = 0; from < parcels; from += BATCH) insertBatch(from, Math.min(parcels, from + BATCH));
  sqlite.pragma('optimize');
  sqlite.close();
  return (performance.now() - started) / 1000;
}

/**
 * The same rows as `fillParcels` (codes, phones, prices, statuses, dates), written by PostgreSQL
 * itself from `generate_series` in one statement, then vacuumed and analysed as autovacuum would
 * leave a settled table: the check by phone is then an index-only scan. Answers the seconds it took.
 */
export async function fillParcelsPostgres(client: pg.ClientBase, parcels: number, phones: number): Promise<number> {
  const started = performance.now();
  await client.query(
    `insert into parcels (track_code, phone, price, status, state, created_at, updated_at)
     select 'BN' || lpad(i::text, 10, '0'),
            (${BENCH_PHONE_BASE} + i % $2)::text,
            (i % 50) * 500,
            ($3::text[])[i % cardinality($3::text[]) + 1],
            'ACTIVE',
            created,
            least(now(), created + ((i::bigint * 104729) % ${10 * DAY_MS}) * interval '1 millisecond')
     from generate_series(0, $1 - 1) as i,
          lateral (select now() - ((i::bigint * 7919) % ${90 * DAY_MS}) * interval '1 millisecond' as created) as times`,
    [parcels, phones, [...PARCEL_STATUSES]],
  );
  await client.query('vacuum analyze parcels');
  return (performance.now() - started) / 1000;
}
