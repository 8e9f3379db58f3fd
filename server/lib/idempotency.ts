import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@contract/billing';
import { caseMessages } from '@contract/reason-messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { conflict, HttpError } from './http-error';

/*
 * The idempotency store (table `idempotency_keys`, shared by every instance): a request sent again
 * with the same `Idempotency-Key` gets the first attempt's answer instead of doing the work twice.
 *
 * - The first request inserts (scope, key) — the primary key lets exactly one of any racing
 *   requests in — runs, and stores its answer. A refusal (any error) forgets the key, so the
 *   retry runs again.
 * - A repeat with the same body gets the stored answer, status included (it waits while the first
 *   still runs); with another body it is 409 IDEMPOTENCY_KEY_REUSED.
 * - Keys are kept `keepMs` (at least 24 hours; each scope says how long) and swept after that. A
 *   first attempt whose process died mid-way is taken over after LOCK_MS.
 */

export const DAY_MS = 86_400_000;

export interface IdempotencyScope {
  /** The route's name, e.g. `handover` (40 characters at most). */
  name: string;
  /** How long a key is remembered; never less than a day. */
  keepMs: number;
}

export const idempotencyMessages = {
  badKey: 'Idempotency-Key 1-64 тэмдэгт (A-Z, a-z, 0-9, _ -) байна',
} as const;

/** How long a first attempt holds its key before another request may take it over (a process that died). */
const LOCK_MS = 60_000;
/** How long a repeat waits for the first attempt to finish before answering 409 "busy". */
const WAIT_MS = 15_000;
const POLL_MS = 20;

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

/** A canonical JSON (keys sorted), so the same body in another key order hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (request: unknown) => createHash('sha256').update(canonical(request)).digest('hex');

const later = (ms: number) => new Date(Date.now() + ms).toISOString();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Claim = { outcome: 'run' } | { outcome: 'replay'; answer: StoredAnswer } | { outcome: 'busy' };

/** Takes the key for this request, or finds what became of it. */
async function claim(db: Db, scope: IdempotencyScope, key: string, hash: string): Promise<Claim> {
  const now = new Date().toISOString();
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      scope: scope.name,
      key,
      request_hash: hash,
      status_code: null,
      answer: null,
      created_at: now,
      locked_until: later(LOCK_MS),
      expires_at: later(Math.max(scope.keepMs, DAY_MS)),
    })
    .onConflict((onConflict) => onConflict.columns(['scope', 'key']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { outcome: 'run' };
  const row = await db.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope.name).where('key', '=', key).executeTakeFirst();
  if (!row) return claim(db, scope, key, hash); // forgotten meanwhile (a refused first attempt): try again
  const expired = new Date(row.expires_at).getTime() <= Date.now();
  if (expired || (row.status_code === null && new Date(row.locked_until).getTime() <= Date.now())) {
    // Forgotten by time, or its first attempt died: one taker wins the compare-and-set.
    const taken = await db
      .updateTable('idempotency_keys')
      .set({
        request_hash: hash,
        status_code: null,
        answer: null,
        created_at: now,
        locked_until: later(LOCK_MS),
        expires_at: later(Math.max(scope.keepMs, DAY_MS)),
      })
      .where('scope', '=', scope.name)
      .where('key', '=', key)
      .where('created_at', '=', row.created_at)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return { outcome: 'run' };
    return { outcome: 'busy' };
  }
  if (row.request_hash !== hash) throw conflict('IDEMPOTENCY_KEY_REUSED');
  if (row.status_code === null || row.answer === null) return { outcome: 'busy' };
  return { outcome: 'replay', answer: { statusCode: row.status_code, body: JSON.parse(row.answer) as unknown } };
}

/**
 * Runs `work` once per (scope, key): the answer of the first run is stored and given to every
 * repeat with the same request; a repeat with another request is 409 IDEMPOTENCY_KEY_REUSED.
 * Without a key, `work` simply runs.
 */
export async function runOnce(
  db: Db,
  scope: IdempotencyScope,
  key: string | undefined,
  request: unknown,
  work: () => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  if (key === undefined) return { ...(await work()), replayed: false };
  const hash = requestHash(request);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const claimed = await claim(db, scope, key, hash);
    if (claimed.outcome === 'replay') return { ...claimed.answer, replayed: true };
    if (claimed.outcome === 'run') break;
    if (Date.now() > deadline) throw conflict(caseMessages.CHANGED_MEANWHILE.requestInFlight, 'CHANGED_MEANWHILE');
    await pause(POLL_MS);
  }
  let answer: StoredAnswer;
  try {
    answer = await work();
  } catch (error) {
    // Refused or failed: nothing was done, so the key is free for the retry.
    await db
      .deleteFrom('idempotency_keys')
      .where('scope', '=', scope.name)
      .where('key', '=', key)
      .where('status_code', 'is', null)
      .execute();
    throw error;
  }
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: answer.statusCode, answer: JSON.stringify(answer.body) })
    .where('scope', '=', scope.name)
    .where('key', '=', key)
    .execute();
  await sweepSometimes(db);
  return { ...answer, replayed: false };
}

/** Forgets expired keys now and then (about one call in 50), so the table stays small without a worker. */
async function sweepSometimes(db: Db): Promise<void> {
  if (Math.random() >= 0.02) return;
  await db.deleteFrom('idempotency_keys').where('expires_at', '<', new Date().toISOString()).execute();
}

/** The request's `Idempotency-Key` header: undefined when absent, 400 when malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) throw new HttpError(400, idempotencyMessages.badKey);
  return header;
}

/**
 * A route's idempotent answer: the key is the caller's own (another account's identical key is
 * another key), the request is the body; `work` answers status and body. Replays carry the header
 * `idempotent-replayed: true`.
 */
export async function replyOnce(
  db: Db,
  scope: IdempotencyScope,
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<StoredAnswer>,
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(request);
  const owner = request.user?.id ?? 0;
  const answer = await runOnce(db, scope, key === undefined ? undefined : `${owner}/${key}`, request.body ?? null, work);
  if (answer.replayed) void reply.header('idempotent-replayed', 'true');
  return reply.code(answer.statusCode).send(answer.body);
}
