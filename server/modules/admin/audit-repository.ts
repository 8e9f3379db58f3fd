import { AUDIT_PAGE_SIZE, type AuditEntry } from '@contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import { ulaanbaatarDayEnd, ulaanbaatarDayStart } from './ulaanbaatar-time';

export interface AuditSearch {
  /**
   * The start of an object (a track code, a phone, `warehouse:3`), a code's last characters (what a
   * worker reads off a box), or a phone: its parcels' rows, and what the person with it did.
   */
  q?: string | undefined;
  actor?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  offset?: number | undefined;
}

/** `%` and `_` typed in the search are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
/** Fewer characters than this at a code's end match too many codes to mean one box. */
const CODE_END_MIN = 4;
/** Digits only: maybe a phone, whose parcels and whose own actions are found too. */
const DIGITS = /^\d+$/;

/** The rows a search text names: by the object's start or end, and for a phone its parcels and its person's own actions. */
function matchesSearch(q: string) {
  const object = sql.ref('audit_log.object');
  const byStart = sql<boolean>`${object} like ${`${escapeLike(q)}%`} escape '\\'`;
  if (q.length < CODE_END_MIN) return byStart;
  const byEnd = sql<boolean>`${object} like ${`%${escapeLike(q)}`} escape '\\'`;
  if (!DIGITS.test(q)) return sql<boolean>`(${byStart} or ${byEnd})`;
  return sql<boolean>`(${byStart} or ${byEnd}
    or ${object} in (select track_code from parcels where phone = ${q})
    or audit_log.actor_id in (select id from users where phone = ${q}))`;
}

const parseJson = (value: string | null) => (value === null ? null : (JSON.parse(value) as Record<string, unknown>));

/** Audit rows, newest first, one page at a time, with how many match in all. */
export async function searchAudit(db: Db, search: AuditSearch): Promise<{ list: AuditEntry[]; total: number }> {
  let query = db.selectFrom('audit_log');
  if (search.q) query = query.where(matchesSearch(search.q));
  if (search.actor !== undefined) query = query.where('audit_log.actor_id', '=', search.actor);
  if (search.from) query = query.where('audit_log.at', '>=', ulaanbaatarDayStart(search.from));
  if (search.to) query = query.where('audit_log.at', '<', ulaanbaatarDayEnd(search.to));
  const { total } = await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .select([
      'audit_log.at',
      'audit_log.action',
      'audit_log.object',
      'audit_log.before',
      'audit_log.after',
      'audit_log.actor_id',
      'audit_log.via',
    ])
    .select(['users.first_name', 'users.last_name', 'users.phone'])
    .orderBy('audit_log.id', 'desc')
    .limit(AUDIT_PAGE_SIZE)
    .offset(search.offset ?? 0)
    .execute();
  return {
    total: Number(total),
    list: rows.map((row) => ({
      at: toIso(row.at),
      actor:
        row.actor_id === null
          ? null
          : { id: row.actor_id, name: `${row.last_name ?? ''} ${row.first_name ?? ''}`.trim(), phone: row.phone ?? '' },
      action: row.action,
      object: row.object,
      before: parseJson(row.before),
      after: parseJson(row.after),
      via: row.via === 'CLI' ? ('CLI' as const) : ('APP' as const),
    })),
  };
}
