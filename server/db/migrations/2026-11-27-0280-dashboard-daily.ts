import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * Frozen (2026-11-27). The owner's dashboard at scale, and the audit's `via` (`CLI` for the
 * admin command line's rows): its period figures kept per
 * Ulaanbaatar day in `dashboard_daily`, by triggers on the writes they count, so a 30-day answer reads
 * a few hundred rows instead of every history row of the period. Triggers (not the app's code) keep
 * it, because every path that writes a move, a handover or its void (the one parcel move, the
 * counter, the seeds, tests that build a history row by row) must count, in the writing transaction;
 * an upsert adds to a row, so racing writers add up on either engine.
 *
 * A figure is what dashboard-queries.ts counted from the history before this table:
 * - a stage (registered … arrived): parcels with a MOVE row into the status that day, whose status now
 *   is not behind it (an undo takes the move's days back, moving on again restores them), once per
 *   parcel and day;
 * - deliveredToDoor: FINISHED MOVE days of parcels FINISHED now without a standing handover;
 * - handedOver: parcels of standing handovers; CASH/CARD/TRANSFER/ONLINE: their totals.
 * Each is kept for the whole company (warehouse_id 0) and for the warehouse of the staff member who
 * did it (their warehouse when they did it). The DELIVERED MOVE row also keeps the milliseconds since
 * the parcel's last SENT (`transit_ms`), which the transit chart reads without a look-up per row, and
 * the parcel its last arrival (`last_arrived_at`), which the waiting buckets read from a partial index.
 */

// The SQL fragments are exported for 0290, which replaces the PostgreSQL history trigger with one per statement.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const STAGES = `('REGISTERED', 'RECEIVED', 'SENT', 'DELIVERED')`;
export const rank = (s: string) =>
  `(case ${s} when 'REGISTERED' then 0 when 'RECEIVED' then 1 when 'SENT' then 2 when 'DELIVERED' then 3 when 'BROKEN' then 3 when 'FINISHED' then 4 end)`;
export const figure = (s: string) =>
  `(case ${s} when 'REGISTERED' then 'registered' when 'RECEIVED' then 'received' when 'SENT' then 'sent' else 'arrived' end)`;
/** The two scopes a write counts in: the company (k = 0) and the actor's warehouse (k = 1, when they have one). */
export const SCOPES = `cross join (select 0 as k union all select 1 as k) ks`;
export const scopeOk = (u: string) => `(ks.k = 0 or ${u}.warehouse_id is not null)`;
export const scopeId = (u: string) => `(case when ks.k = 0 then 0 else ${u}.warehouse_id end)`;
export const standing = (
  parcelId: string,
  except = '',
) => `exists (select 1 from handover_parcels hpx join handovers hox on hox.id = hpx.handover_id
  where hpx.parcel_id = ${parcelId} and hox.voided_at is null ${except})`;

export function statements(postgres: boolean) {
  const day = (at: string) =>
    postgres ? `to_char(${at} at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD')` : `substr(datetime(${at}, '+8 hours'), 1, 10)`;
  const upsert = (select: string) => `insert into dashboard_daily (warehouse_id, day, figure, total) ${select}
    on conflict (warehouse_id, day, figure) do update set total = dashboard_daily.total + excluded.total`;
  // The keys (one per day and scope) of one parcel's MOVE rows matching `where`, each once: `sign` to each.
  const parcelKeys = (parcelId: string, where: string, figureOf: string, sign: string) =>
    upsert(`select w, d, f, ${sign} from (select distinct ${scopeId('u')} as w, ${day('h.changed_at')} as d, ${figureOf} as f
      from parcel_status_history h left join users u on u.id = h.changed_by ${SCOPES}
      where h.parcel_id = ${parcelId} and h.event = 'MOVE' and ${scopeOk('u')} and ${where}) keys where true`);
  // A row counts when no earlier row of the parcel made the same key (same status, day and scope).
  const firstOfKey = `not exists (select 1 from parcel_status_history o left join users ou on ou.id = o.changed_by
    where o.parcel_id = NEW.parcel_id and o.status = NEW.status and o.event = 'MOVE' and o.id < NEW.id
      and ${day('o.changed_at')} = ${day('NEW.changed_at')} and (ks.k = 0 or ou.warehouse_id = u.warehouse_id))`;
  const newRow = (figureOf: string, where: string) =>
    upsert(`select ${scopeId('u')}, ${day('NEW.changed_at')}, ${figureOf}, 1
      from parcels p left join users u on u.id = NEW.changed_by ${SCOPES}
      where p.id = NEW.parcel_id and NEW.event = 'MOVE' and ${scopeOk('u')} and ${where} and ${firstOfKey}`);
  const elapsedMs = (to: string, from: string) =>
    postgres
      ? `round(extract(epoch from (${to} - ${from})) * 1000)::bigint`
      : `cast(round((julianday(${to}) - julianday(${from})) * 86400000) as integer)`;
  const historyInserted = [
    newRow(figure('NEW.status'), `NEW.status in ${STAGES} and ${rank('p.status')} >= ${rank('NEW.status')}`),
    newRow(`'deliveredToDoor'`, `NEW.status = 'FINISHED' and p.status = 'FINISHED' and not ${standing('p.id')}`),
    `update parcel_status_history set transit_ms = (select ${elapsedMs('NEW.changed_at', 'max(s.changed_at)')}
      from parcel_status_history s where s.parcel_id = NEW.parcel_id and s.status = 'SENT' and s.event = 'MOVE' and s.changed_at <= NEW.changed_at)
      where id = NEW.id and NEW.status = 'DELIVERED' and NEW.event = 'MOVE'`,
    `update parcels set last_arrived_at = NEW.changed_at
      where id = NEW.parcel_id and NEW.status = 'DELIVERED' and NEW.event = 'MOVE' and (last_arrived_at is null or last_arrived_at < NEW.changed_at)`,
  ];
  const up = `${rank('NEW.status')} > ${rank('OLD.status')}`;
  const down = `${rank('NEW.status')} < ${rank('OLD.status')}`;
  const statusChanged = [
    parcelKeys(
      'NEW.id',
      `h.status in ${STAGES} and ((${up} and ${rank('h.status')} > ${rank('OLD.status')} and ${rank('h.status')} <= ${rank('NEW.status')})
        or (${down} and ${rank('h.status')} > ${rank('NEW.status')} and ${rank('h.status')} <= ${rank('OLD.status')}))`,
      figure('h.status'),
      `(case when ${up} then 1 else -1 end)`,
    ),
    parcelKeys(
      'NEW.id',
      `h.status = 'FINISHED' and (OLD.status = 'FINISHED') <> (NEW.status = 'FINISHED') and not ${standing('NEW.id')}`,
      `'deliveredToDoor'`,
      `(case when NEW.status = 'FINISHED' then 1 else -1 end)`,
    ),
  ];
  const parcelDeleted = [
    parcelKeys('OLD.id', `h.status in ${STAGES} and ${rank('h.status')} <= ${rank('OLD.status')}`, figure('h.status'), '-1'),
    parcelKeys('OLD.id', `h.status = 'FINISHED' and OLD.status = 'FINISHED' and not ${standing('OLD.id')}`, `'deliveredToDoor'`, '-1'),
  ];
  const handoverScopes = (handover: string) => `from users u ${SCOPES} where u.id = ${handover}.staff_id and ${scopeOk('u')}`;
  const handoverInserted = [
    upsert(`select ${scopeId('u')}, ${day('NEW.created_at')}, NEW.method, NEW.total ${handoverScopes('NEW')} and NEW.voided_at is null`),
  ];
  // A parcel handed over is no door delivery; a handover voided gives the door its days back.
  const handoverParcelInserted = [
    upsert(`select ${scopeId('u')}, ${day('ho.created_at')}, 'handedOver', 1 from handovers ho join users u on u.id = ho.staff_id ${SCOPES}
      where ho.id = NEW.handover_id and ho.voided_at is null and ${scopeOk('u')}`),
    parcelKeys(
      'NEW.parcel_id',
      `h.status = 'FINISHED' and (select status from parcels where id = NEW.parcel_id) = 'FINISHED'
        and (select voided_at from handovers where id = NEW.handover_id) is null
        and not ${standing('NEW.parcel_id', 'and hpx.handover_id <> NEW.handover_id')}`,
      `'deliveredToDoor'`,
      '-1',
    ),
  ];
  const handoverVoided = [
    upsert(`select ${scopeId('u')}, ${day('NEW.created_at')}, NEW.method, -NEW.total ${handoverScopes('NEW')}`),
    upsert(`select ${scopeId('u')}, ${day('NEW.created_at')}, 'handedOver', -(select count(*) from handover_parcels where handover_id = NEW.id)
      ${handoverScopes('NEW')}`),
    upsert(`select w, d, 'deliveredToDoor', count(*) from (select distinct h.parcel_id, ${scopeId('u')} as w, ${day('h.changed_at')} as d
      from handover_parcels hp join parcels p on p.id = hp.parcel_id join parcel_status_history h on h.parcel_id = hp.parcel_id
        left join users u on u.id = h.changed_by ${SCOPES}
      where hp.handover_id = NEW.id and p.status = 'FINISHED' and h.status = 'FINISHED' and h.event = 'MOVE' and ${scopeOk('u')}
        and not ${standing('hp.parcel_id')}) keys where true group by w, d`),
  ];
  return {
    day,
    triggers: [
      { name: 'dashboard_history_inserted', on: 'after insert on parcel_status_history', when: '', body: historyInserted },
      { name: 'dashboard_parcel_status', on: 'after update of status on parcels', when: 'OLD.status <> NEW.status', body: statusChanged },
      { name: 'dashboard_parcel_deleted', on: 'before delete on parcels', when: '', body: parcelDeleted },
      { name: 'dashboard_handover_inserted', on: 'after insert on handovers', when: '', body: handoverInserted },
      { name: 'dashboard_handover_parcel', on: 'after insert on handover_parcels', when: '', body: handoverParcelInserted },
      {
        name: 'dashboard_handover_voided',
        on: 'after update of voided_at on handovers',
        when: 'OLD.voided_at is null and NEW.voided_at is not null',
        body: handoverVoided,
      },
    ],
  };
}

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('dashboard_daily')
    .addColumn('warehouse_id', 'integer', (col) => col.notNull())
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('figure', 'varchar(16)', (col) => col.notNull())
    .addColumn('total', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('dashboard_daily_pk', ['warehouse_id', 'day', 'figure'])
    .execute();
  await db.schema.alterTable('parcel_status_history').addColumn('transit_ms', 'bigint').execute();
  // The audit's rows of the admin command line (no signed-in actor): `CLI`; null in the app.
  await db.schema.alterTable('audit_log').addColumn('via', 'varchar(10)').execute();
  await db.schema
    .alterTable('parcels')
    .addColumn('last_arrived_at', postgres ? 'timestamptz' : 'text')
    .execute();
  // The parcels waiting at Ulaanbaatar, oldest arrival first, without reading the others.
  await sql`create index parcels_waiting on parcels (last_arrived_at, id) where status = 'DELIVERED' and state = 'ACTIVE'`.execute(db);
  // The transit chart reads a period's arrivals and their transit from the index alone.
  await db.schema
    .createIndex('parcel_status_history_transit')
    .on('parcel_status_history')
    .columns(['status', 'event', 'changed_at', 'transit_ms', 'changed_by'])
    .execute();
  for (const trigger of statements(postgres).triggers) {
    const body = trigger.body.map((statement) => `${statement};`).join('\n');
    if (postgres) {
      const returned = trigger.on.startsWith('before delete') ? 'OLD' : 'null';
      await sql
        .raw(`create function ${trigger.name}() returns trigger language plpgsql as $$ begin ${body} return ${returned}; end $$`)
        .execute(db);
      const when = trigger.when ? `when (${trigger.when})` : '';
      await sql.raw(`create trigger ${trigger.name} ${trigger.on} for each row ${when} execute function ${trigger.name}()`).execute(db);
    } else {
      const when = trigger.when ? `when ${trigger.when}` : '';
      await sql.raw(`create trigger ${trigger.name} ${trigger.on} for each row ${when} begin ${body} end`).execute(db);
    }
  }
  await rebuildDashboardDaily(db);
}

/**
 * Counts every figure afresh from the history and the handovers (the migration over existing data;
 * the bench after filling with the triggers off). The same meanings as the triggers'.
 */
export async function rebuildDashboardDaily(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const { day } = statements(postgres);
  const insert = (select: string) => sql.raw(`insert into dashboard_daily (warehouse_id, day, figure, total) ${select}`).execute(db);
  await sql`delete from dashboard_daily`.execute(db);
  const moves = (figureOf: string, where: string) =>
    insert(`select w, d, f, count(*) from (select distinct h.parcel_id, ${scopeId('u')} as w, ${day('h.changed_at')} as d, ${figureOf} as f
      from parcel_status_history h join parcels p on p.id = h.parcel_id left join users u on u.id = h.changed_by ${SCOPES}
      where h.event = 'MOVE' and ${scopeOk('u')} and ${where}) keys group by w, d, f`);
  await moves(figure('h.status'), `h.status in ${STAGES} and ${rank('p.status')} >= ${rank('h.status')}`);
  await moves(`'deliveredToDoor'`, `h.status = 'FINISHED' and p.status = 'FINISHED' and not ${standing('p.id')}`);
  const standingHandovers = `from handovers ho join users u on u.id = ho.staff_id ${SCOPES} where ho.voided_at is null and ${scopeOk('u')}`;
  await insert(`select ${scopeId('u')}, ${day('ho.created_at')}, ho.method, sum(ho.total) ${standingHandovers} group by 1, 2, 3`);
  await insert(`select ${scopeId('u')}, ${day('ho.created_at')}, 'handedOver', count(*)
    ${standingHandovers.replace('from handovers ho', 'from handovers ho join handover_parcels hp on hp.handover_id = ho.id')} group by 1, 2`);
  const elapsed = postgres
    ? `round(extract(epoch from (a.changed_at - max(s.changed_at))) * 1000)::bigint`
    : `cast(round((julianday(a.changed_at) - julianday(max(s.changed_at))) * 86400000) as integer)`;
  // One join over the arrivals, not a look-up per row (an UPDATE … FROM: PostgreSQL, and SQLite since 3.33).
  await sql
    .raw(
      `update parcel_status_history set transit_ms = arrivals.ms
      from (select a.id, ${elapsed} as ms from parcel_status_history a join parcel_status_history s
        on s.parcel_id = a.parcel_id and s.status = 'SENT' and s.event = 'MOVE' and s.changed_at <= a.changed_at
        where a.status = 'DELIVERED' and a.event = 'MOVE' group by a.id, a.changed_at) arrivals
      where parcel_status_history.id = arrivals.id`,
    )
    .execute(db);
  await sql`update parcels set last_arrived_at = arrivals.at
    from (select parcel_id, max(changed_at) as at from parcel_status_history where status = 'DELIVERED' and event = 'MOVE' group by parcel_id) arrivals
    where parcels.id = arrivals.parcel_id`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const trigger of statements(postgres).triggers) {
    const table = trigger.on.split(' on ')[1]!;
    await sql.raw(`drop trigger ${trigger.name}${postgres ? ` on ${table}` : ''}`).execute(db);
    if (postgres) await sql.raw(`drop function ${trigger.name}()`).execute(db);
  }
  await db.schema.alterTable('audit_log').dropColumn('via').execute();
  await db.schema.dropIndex('parcel_status_history_transit').execute();
  await db.schema.dropIndex('parcels_waiting').execute();
  await db.schema.alterTable('parcels').dropColumn('last_arrived_at').execute();
  await db.schema.alterTable('parcel_status_history').dropColumn('transit_ms').execute();
  await db.schema.dropTable('dashboard_daily').execute();
}
