import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { SCOPES, STAGES, figure, rank, scopeId, scopeOk, standing, statements } from './2026-11-27-0280-dashboard-daily';

/*
 * Frozen (2026-11-27). The dashboard's triggers at the cost of a CSV import: PostgreSQL counts the
 * history rows and the status changes of one statement once per statement, and both engines find a
 * parcel's earlier rows of a status through an index that leads with the parcel.
 *
 * 0280's row-level triggers upserted the same few dashboard_daily rows (the day, the company, the
 * warehouse) once per history row and once per status change. Inside one transaction PostgreSQL
 * keeps every version of a row it updates until the commit, and each upsert walks the versions
 * before it: a 20,000-line CSV import took 38.7 s instead of 1.9 s. These triggers fire once per
 * statement, read the statement's rows from its transition tables, and add each key's count in one
 * upsert; the import's 500-row chunks (their intake of pre-registrations too, through moveParcels)
 * make ~40 upserts per key instead of 20,000.
 * The figures are 0280's:
 * - a history row counts when no earlier row of its parcel made the same key, and the statement's own
 *   rows are in the table by then, so `o.id < n.id` orders them as the row-level trigger did;
 * - a status change adds (forward) or takes back (an undo) the days of the stages between its old
 *   and new status, each parcel's keys once, as 0280's did per row. A trigger with transition tables
 *   may not name columns, so it fires on every UPDATE of parcels and keeps the rows whose status
 *   changed.
 *
 * The look-up: the triggers find "this parcel's earlier MOVE rows into this status" through an index
 * that leads with the parcel, (parcel_id, status, event), which replaces (parcel_id), its prefix, and
 * read the movers' warehouses one by one instead of joining users. Joined, PostgreSQL planned it on a
 * database without statistics (a fresh install's first big import, all in one transaction) as a scan
 * of the history per new row: 12.8 s instead of 2.1 s for 20,000 new codes (docs/owner.md).
 *
 * SQLite has no statement triggers; its row-level triggers stay (it keeps no versions, and its import
 * cost is measured in docs/owner.md). The triggers on deletes and handovers stay row-level: they
 * write one parcel or one handover's few parcels at a time.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const HISTORY_TRIGGER = 'dashboard_history_inserted';
const STATUS_TRIGGER = 'dashboard_parcel_status';
const PARCEL_STATUS_INDEX = 'parcel_status_history_parcel_status';

function historyStatementBody(): string {
  const { day } = statements(true);
  const upsert = (select: string) => `insert into dashboard_daily (warehouse_id, day, figure, total) ${select}
    on conflict (warehouse_id, day, figure) do update set total = dashboard_daily.total + excluded.total`;
  // The earlier row's mover is looked up only for the warehouse scope, so the look-up stays one table's.
  const firstOfKey = `not exists (select 1 from parcel_status_history o
    where o.parcel_id = n.parcel_id and o.status = n.status and o.event = 'MOVE' and o.id < n.id
      and ${day('o.changed_at')} = ${day('n.changed_at')}
      and (ks.k = 0 or (select ou.warehouse_id from users ou where ou.id = o.changed_by) = u.warehouse_id))`;
  // Each key once per statement: ON CONFLICT may not touch one row twice in a statement.
  const counted = (figureOf: string, where: string) =>
    upsert(`select w, d, f, count(*) from (select ${scopeId('u')} as w, ${day('n.changed_at')} as d, ${figureOf} as f
      from new_rows n join parcels p on p.id = n.parcel_id left join users u on u.id = n.changed_by ${SCOPES}
      where n.event = 'MOVE' and ${scopeOk('u')} and ${where} and ${firstOfKey}) keys group by w, d, f`);
  return [
    counted(figure('n.status'), `n.status in ${STAGES} and ${rank('p.status')} >= ${rank('n.status')}`),
    counted(`'deliveredToDoor'`, `n.status = 'FINISHED' and p.status = 'FINISHED' and not ${standing('p.id')}`),
    `update parcel_status_history h set transit_ms = (select round(extract(epoch from (h.changed_at - max(s.changed_at))) * 1000)::bigint
      from parcel_status_history s where s.parcel_id = h.parcel_id and s.status = 'SENT' and s.event = 'MOVE' and s.changed_at <= h.changed_at)
      from new_rows n where h.id = n.id and n.status = 'DELIVERED' and n.event = 'MOVE'`,
    `update parcels set last_arrived_at = arrivals.at
      from (select parcel_id, max(changed_at) as at from new_rows where status = 'DELIVERED' and event = 'MOVE' group by parcel_id) arrivals
      where parcels.id = arrivals.parcel_id and (parcels.last_arrived_at is null or parcels.last_arrived_at < arrivals.at)`,
  ]
    .map((statement) => `${statement};`)
    .join('\n');
}

/** The status changes of one UPDATE of parcels, from `old_rows` to `new_rows`: 0280's dashboard_parcel_status per statement. */
function statusStatementBody(): string {
  const { day } = statements(true);
  const up = `${rank('c.new_status')} > ${rank('c.old_status')}`;
  const down = `${rank('c.new_status')} < ${rank('c.old_status')}`;
  // The parcels whose status this UPDATE changed. Grouped, not joined: the transition tables have no
  // statistics, and a join of the two was planned as a nested loop (500 × 500 rows per chunk of
  // owners the CSV import updates, where no status changes at all).
  const changed = `with changed as (select id, max(old_status) as old_status, max(new_status) as new_status from (
      select id, status as old_status, null as new_status from old_rows
      union all select id, null, status from new_rows) sides group by id having max(old_status) <> max(new_status))`;
  // The keys (one per parcel, day and scope) of the changed parcels' MOVE rows matching `where`, summed over the parcels.
  const changedKeys = (where: string, figureOf: string, sign: string) => `${changed}
    insert into dashboard_daily (warehouse_id, day, figure, total)
    select w, d, f, sum(sign) from (select distinct c.id, ${scopeId('u')} as w, ${day('h.changed_at')} as d, ${figureOf} as f, ${sign} as sign
      from changed c join parcel_status_history h on h.parcel_id = c.id
        cross join lateral (select (select warehouse_id from users where id = h.changed_by) as warehouse_id) u ${SCOPES}
      where h.event = 'MOVE' and ${scopeOk('u')} and ${where}) keys group by w, d, f
    on conflict (warehouse_id, day, figure) do update set total = dashboard_daily.total + excluded.total`;
  return [
    changedKeys(
      `h.status in ${STAGES} and ((${up} and ${rank('h.status')} > ${rank('c.old_status')} and ${rank('h.status')} <= ${rank('c.new_status')})
        or (${down} and ${rank('h.status')} > ${rank('c.new_status')} and ${rank('h.status')} <= ${rank('c.old_status')}))`,
      figure('h.status'),
      `(case when ${up} then 1 else -1 end)`,
    ),
    changedKeys(
      `h.status = 'FINISHED' and (c.old_status = 'FINISHED') <> (c.new_status = 'FINISHED') and not ${standing('c.id')}`,
      `'deliveredToDoor'`,
      `(case when c.new_status = 'FINISHED' then 1 else -1 end)`,
    ),
  ]
    .map((statement) => `${statement};`)
    .join('\n');
}

const perStatement = [
  {
    name: HISTORY_TRIGGER,
    table: 'parcel_status_history',
    on: 'after insert',
    referencing: 'new table as new_rows',
    body: historyStatementBody,
  },
  {
    name: STATUS_TRIGGER,
    table: 'parcels',
    on: 'after update',
    referencing: 'old table as old_rows new table as new_rows',
    body: statusStatementBody,
  },
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex(PARCEL_STATUS_INDEX).on('parcel_status_history').columns(['parcel_id', 'status', 'event']).execute();
  await db.schema.dropIndex('parcel_status_history_parcel').execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const trigger of perStatement) {
    await sql.raw(`drop trigger ${trigger.name} on ${trigger.table}`).execute(db);
    await sql
      .raw(
        `create or replace function ${trigger.name}() returns trigger language plpgsql as $$ begin ${trigger.body()} return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${trigger.name} ${trigger.on} on ${trigger.table} referencing ${trigger.referencing}
          for each statement execute function ${trigger.name}()`,
      )
      .execute(db);
  }
}

/** Back to 0280's row-level triggers (their bodies are 0280's, rebuilt from the same fragments) and index. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.createIndex('parcel_status_history_parcel').on('parcel_status_history').column('parcel_id').execute();
  await db.schema.dropIndex(PARCEL_STATUS_INDEX).execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const { name, table } of perStatement) {
    const rowLevel = statements(true).triggers.find((trigger) => trigger.name === name)!;
    const body = rowLevel.body.map((statement) => `${statement};`).join('\n');
    const when = rowLevel.when ? `when (${rowLevel.when})` : '';
    await sql.raw(`drop trigger ${name} on ${table}`).execute(db);
    await sql
      .raw(`create or replace function ${name}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`)
      .execute(db);
    await sql.raw(`create trigger ${name} ${rowLevel.on} for each row ${when} execute function ${name}()`).execute(db);
  }
}
