import { lockedOnPostgres } from '../../db/locks';
import { CLAIMS_PER_DAY, claimMessages } from '@contract/arrival-calls';
import type { Db } from '../../db/database';
import { toIso } from '../../db/schema';
import { conflict, notFound, tooManyRequests } from '../../lib/http-error';
import { queueParcelNotifications } from '../push/notification-outbox';
import { recordAudit } from '../audit/record-audit';
import { recordFieldChanges } from '../parcels/parcel-history';

/*
 * Unclaimed parcels (taken in without a phone) and customers' claims on them. A customer finds one
 * by the end of its code, never by a listing; staff approve one claim (the parcel becomes that
 * customer's, an EDIT history row) and the other open claims on it are refused with a reason the
 * losers read in their own list.
 */

/** At most this many matches for one code end: an end of 6 characters is rarely shared. */
const MATCHES_MAX = 5;

export async function findUnclaimedByCodeEnd(db: Db, codeEnd: string) {
  // codeEnd is letters, digits and dashes only (unclaimedQuerySchema): nothing in it is a LIKE wildcard.
  const rows = await db
    .selectFrom('parcels')
    .select(['track_code', 'created_at', 'note'])
    .where('unclaimed_at', 'is not', null)
    .where('state', '=', 'ACTIVE')
    .where('track_code', 'like', `%${codeEnd}`)
    .orderBy('created_at', 'desc')
    .limit(MATCHES_MAX)
    .execute();
  return rows.map((row) => ({ maskedCode: maskCode(row.track_code, codeEnd), arrivedAt: toIso(row.created_at), description: row.note }));
}

/** Only the end the searcher typed shows; every other character is a `*`. */
export function maskCode(trackCode: string, codeEnd: string): string {
  const shown = Math.min(codeEnd.length, trackCode.length);
  return '*'.repeat(trackCode.length - shown) + trackCode.slice(trackCode.length - shown);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * At most CLAIMS_PER_DAY claims in the last 24 hours. The account's row is locked first
 * (PostgreSQL; SQLite has one writer), so parallel claims of one account count one after another.
 */
async function refuseClaimPastDailyLimit(trx: Db, userId: number, now: Date) {
  await lockedOnPostgres(trx, trx.selectFrom('users').select('id').where('id', '=', userId)).executeTakeFirst();
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const recent = await trx
    .selectFrom('parcel_claims')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  if (Number(recent.count) < CLAIMS_PER_DAY) return;
  const oldest = await trx
    .selectFrom('parcel_claims')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  const retryAfterMs = new Date(toIso(oldest.created_at)).getTime() + DAY_MS - now.getTime();
  throw tooManyRequests(retryAfterMs / 1000, 'CLAIM_DAILY_LIMIT');
}

/**
 * A customer's claim, naming the parcel's full code; a second claim of the same parcel by the same
 * customer is a 409, a fourth claim in 24 hours a 429.
 */
export async function insertClaim(db: Db, user: { id: number; phone: string }, trackCode: string) {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    await refuseClaimPastDailyLimit(trx, user.id, now);
    const parcel = await trx
      .selectFrom('parcels')
      .select('id')
      .where('track_code', '=', trackCode)
      .where('unclaimed_at', 'is not', null)
      .where('state', '=', 'ACTIVE')
      .executeTakeFirst();
    if (!parcel) throw notFound(claimMessages.notFound);
    const createdAt = now.toISOString();
    const inserted = await trx
      .insertInto('parcel_claims')
      .values({ parcel_id: parcel.id, user_id: user.id, phone: user.phone, state: 'OPEN', created_at: createdAt })
      .onConflict((conflict) => conflict.columns(['parcel_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw conflict('CLAIM_EXISTS');
    return { id: inserted.id, trackCode, state: 'OPEN' as const, reason: null, createdAt };
  });
}

export async function listCustomerClaims(db: Db, userId: number) {
  const rows = await db
    .selectFrom('parcel_claims')
    .innerJoin('parcels', 'parcels.id', 'parcel_claims.parcel_id')
    .select(['parcel_claims.id', 'parcels.track_code', 'parcel_claims.state', 'parcel_claims.reason', 'parcel_claims.created_at'])
    .where('parcel_claims.user_id', '=', userId)
    .orderBy('parcel_claims.created_at', 'desc')
    .limit(50)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    trackCode: row.track_code,
    state: row.state,
    reason: row.reason,
    createdAt: toIso(row.created_at),
  }));
}

/** Every open claim, oldest first, with the claimant and how many other open claims the parcel has. */
export async function listOpenClaims(db: Db) {
  const rows = await db
    .selectFrom('parcel_claims')
    .innerJoin('parcels', 'parcels.id', 'parcel_claims.parcel_id')
    .innerJoin('users', 'users.id', 'parcel_claims.user_id')
    .select((eb) => [
      'parcel_claims.id',
      'parcels.track_code',
      'parcel_claims.state',
      'parcel_claims.reason',
      'parcel_claims.created_at',
      'parcel_claims.phone',
      'users.first_name',
      'users.last_name',
      'parcels.note',
      'parcels.created_at as arrived_at',
      eb
        .selectFrom('parcel_claims as rival')
        .select((rival) => rival.fn.countAll().as('count'))
        .whereRef('rival.parcel_id', '=', 'parcel_claims.parcel_id')
        .whereRef('rival.id', '!=', 'parcel_claims.id')
        .where('rival.state', '=', 'OPEN')
        .as('rivals'),
    ])
    .where('parcel_claims.state', '=', 'OPEN')
    .orderBy('parcel_claims.created_at')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    trackCode: row.track_code,
    state: row.state,
    reason: row.reason,
    createdAt: toIso(row.created_at),
    phone: row.phone,
    name: `${row.last_name} ${row.first_name}`.trim(),
    description: row.note,
    arrivedAt: toIso(row.arrived_at),
    rivals: Number(row.rivals ?? 0),
  }));
}

/**
 * Gives the parcel to the claim's customer. The parcel row is locked first (PostgreSQL), so two
 * staff approving rival claims at once take turns; each write is also a compare-and-set (the claim
 * still OPEN, the parcel still unclaimed), so the second approval changes nothing and answers 409.
 * The other open claims are refused with the reason the losers read.
 */
export async function approveClaim(db: Db, claimId: number, staffId: number) {
  return db.transaction().execute(async (trx) => {
    const claim = await trx.selectFrom('parcel_claims').selectAll().where('id', '=', claimId).executeTakeFirst();
    if (!claim) throw notFound(claimMessages.notFound);
    const parcelQuery = trx.selectFrom('parcels').select(['id', 'status', 'track_code', 'unclaimed_at']).where('id', '=', claim.parcel_id);
    const parcel = await lockedOnPostgres(trx, parcelQuery).executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const decided = await trx
      .updateTable('parcel_claims')
      .set({ state: 'APPROVED', decided_at: now, decided_by: staffId })
      .where('id', '=', claimId)
      .where('state', '=', 'OPEN')
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) === 0) throw conflict('CLAIM_DECIDED');
    const given = await trx
      .updateTable('parcels')
      .set({ phone: claim.phone, unclaimed_at: null, updated_at: now })
      .where('id', '=', parcel.id)
      .where('unclaimed_at', 'is not', null)
      .executeTakeFirst();
    if (Number(given.numUpdatedRows) === 0) throw conflict('PARCEL_CLAIMED');
    await trx
      .updateTable('parcel_claims')
      .set({ state: 'REFUSED', reason: claimMessages.givenToAnother, decided_at: now, decided_by: staffId })
      .where('parcel_id', '=', parcel.id)
      .where('state', '=', 'OPEN')
      .execute();
    await recordFieldChanges(trx, [{ parcel, changes: { phone: { from: '', to: claim.phone } } }], staffId);
    // Not a status change: the parcel's new owner is told the status it already has.
    await queueParcelNotifications(trx, [parcel.id], parcel.status);
    return { trackCode: parcel.track_code, phone: claim.phone };
  });
}

export async function refuseClaim(db: Db, claimId: number, staffId: number, reason: string): Promise<void> {
  const refused = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('parcel_claims')
      .set({ state: 'REFUSED', reason, decided_at: new Date().toISOString(), decided_by: staffId })
      .where('id', '=', claimId)
      .where('state', '=', 'OPEN')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    const claim = await trx
      .selectFrom('parcel_claims')
      .innerJoin('parcels', 'parcels.id', 'parcel_claims.parcel_id')
      .select(['parcels.track_code', 'parcel_claims.phone'])
      .where('parcel_claims.id', '=', claimId)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actorId: staffId, action: 'claim.refuse', object: claim.track_code, after: { phone: claim.phone, reason } });
    return true;
  });
  if (refused) return;
  const exists = await db.selectFrom('parcel_claims').select('id').where('id', '=', claimId).executeTakeFirst();
  throw exists ? conflict('CLAIM_DECIDED') : notFound(claimMessages.notFound);
}
