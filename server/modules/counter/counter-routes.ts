import {
  counterAnswerSchema,
  counterQuerySchema,
  handoverRequestSchema,
  handoverSchema,
  idParamsSchema,
  phoneSchema,
  PICKUP_CODE_PATTERN,
  trackCodeSchema,
} from '@contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../lib/http-error';
import { enforceWindow, type WindowLimit } from '../../lib/rate-limit/limits';
import type { RateLimitStore } from '../../lib/rate-limit/store';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { replyOnce, DAY_MS, type IdempotencyScope } from '../../lib/idempotency';
import { requireStaff } from '../../plugins/session';
import { findParcelRow } from '../parcels/parcel-repository';
import { counterAnswer } from './counter-parcels';
import { findPaymentOfHandover } from '../payments/payment-repository';
import { retryReceiptOf, shownReceiptOf } from '../ebarimt/receipt-answers';
import { printedReceiptOf } from '../ebarimt/printed-receipt';
import { loadHandovers } from './handover-repository';
import { counterMessages, handOver, undoHandover } from './handover-service';
import { findPhoneByPickupCode } from './pickup-codes';

const errors = errorAnswers(400, 401, 403, 404, 409, 429);

/** A handover sent again with its `Idempotency-Key` (a retry after a lost answer) answers the first one. */
export const HANDOVER_KEYS: IdempotencyScope = { name: 'handover', keepMs: DAY_MS };

/** Code look-ups per staff member: plenty for a counter, far too few to walk a million codes. */
export const PICKUP_CODE_LOOKUPS: WindowLimit = { max: 60, windowMs: 60_000 };

/** The phone a counter search names: a pickup code (6 digits), a phone (8 digits) or a track code. */
async function phoneOf(db: Db, store: RateLimitStore, staffId: number, q: string): Promise<string | undefined> {
  const compact = q.replace(/[\s()-]/g, '');
  if (PICKUP_CODE_PATTERN.test(compact)) {
    await enforceWindow(store, `counter:code:${staffId}`, PICKUP_CODE_LOOKUPS);
    return findPhoneByPickupCode(db, compact);
  }
  const phone = phoneSchema.safeParse(q);
  if (phone.success) return phone.data;
  const code = trackCodeSchema.safeParse(q);
  return code.success ? (await findParcelRow(db, code.data))?.phone : undefined;
}

/** The counter ("Олгох"): find a customer, hand their parcels over for money, the receipt, undo. */
export async function counterRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireStaff);
  const { db, rateLimitStore, organizationId, arrival, ebarimt } = instance.ctx;
  // Storage days past the free ones are charged at the counter, by the organisation's rule.
  const storage = { organizationId, now: arrival.now };

  /** The handover, with its e-barimt's lottery and QR while they are still shown (never stored). */
  const loadHandover = async (id: number) => {
    const [handover] = await loadHandovers(db, [id]);
    if (!handover) throw notFound(counterMessages.handoverNotFound);
    if (!handover.ebarimt && handover.method === 'ONLINE') {
      // Paid online: the receipt is the payment's, issued when QPay confirmed it.
      const payment = await findPaymentOfHandover(db, id);
      if (payment) {
        const receipt = await shownReceiptOf(db, ebarimt, 'PAYMENT', payment.id);
        const printed = await printedReceiptOf(db, ebarimt, organizationId, {
          source: 'PAYMENT',
          sourceId: payment.id,
          total: payment.amount,
        });
        return { ...handover, ...(receipt ? { ebarimt: receipt } : {}), ...printed, paidOnline: payment.amount };
      }
    }
    const receipt = await shownReceiptOf(db, ebarimt, 'HANDOVER', id);
    const printed = await printedReceiptOf(db, ebarimt, organizationId, { source: 'HANDOVER', sourceId: id, total: handover.total });
    return { ...handover, ...(receipt ? { ebarimt: receipt } : {}), ...printed };
  };

  app.get(
    '/api/staff/counter',
    {
      schema: {
        description:
          'The counter: a customer found by phone or pickup code, their parcels ready to hand over with what each owes, and open online invoices.',
        querystring: counterQuerySchema,
        response: { 200: counterAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const phone = await phoneOf(db, rateLimitStore, request.user!.id, request.query.q);
      const answer = phone === undefined ? undefined : await counterAnswer(db, phone, storage);
      if (!answer) throw notFound(counterMessages.customerNotFound);
      return answer;
    },
  );

  app.post(
    '/api/staff/handovers',
    {
      schema: {
        description:
          'The counter hands parcels over and takes the money (cash, card, transfer, or an invoice paid online), written to the ledger with the e-barimt. An `Idempotency-Key` makes a resend answer the first handover. Refused with a reason when a parcel is not ready, was handed over, is in a delivery, has no fee, belongs to another customer, or the amount does not fit.',
        body: handoverRequestSchema,
        response: { 201: handoverSchema, ...errors },
      },
    },
    async (request, reply) =>
      replyOnce(db, HANDOVER_KEYS, request, reply, async () => {
        const id = await handOver(db, request.body, request.user!.id, storage);
        await ebarimt.issueSoon('HANDOVER', id);
        return { statusCode: 201, body: await loadHandover(id) };
      }),
  );

  app.get(
    '/api/staff/handovers/:id',
    {
      schema: {
        description: 'Staff: one handover, its parcels, money and receipt.',
        params: idParamsSchema,
        response: { 200: handoverSchema, ...errors },
      },
    },
    async (request) => loadHandover(request.params.id),
  );

  app.post(
    '/api/staff/handovers/:id/undo',
    {
      schema: {
        description:
          'The caller takes back their own handover within the undo window: the parcels wait again, the ledger rows are reversed, the receipt returned (409 `UNDO_EXPIRED` otherwise).',
        params: idParamsSchema,
        response: { 200: handoverSchema, ...errors },
      },
    },
    async (request) => {
      await undoHandover(db, request.params.id, request.user!.id);
      await ebarimt.issueSoon('HANDOVER', request.params.id);
      return loadHandover(request.params.id);
    },
  );

  app.post(
    '/api/staff/handovers/:id/ebarimt',
    {
      schema: {
        description: "Staff issue again a handover's e-barimt that failed.",
        params: idParamsSchema,
        response: { 200: handoverSchema, ...errors },
      },
    },
    async (request) => {
      const handover = await loadHandover(request.params.id);
      if (!(await retryReceiptOf(db, ebarimt, 'HANDOVER', handover.id, request.user!.id))) {
        throw conflict('RECEIPT_NOT_RETRYABLE');
      }
      return loadHandover(handover.id);
    },
  );
}
