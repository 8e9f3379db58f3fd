import { clientNetworkKey } from '../../lib/client-network';
import {
  customerPaymentListSchema,
  idParamsSchema,
  idTextSchema,
  paymentCreatedSchema,
  paymentOptionsSchema,
  paymentRequestSchema,
  paymentSchema,
  staffPaymentRequestSchema,
} from '@contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { conflict, notFound } from '../../lib/http-error';
import { enforceWindow, type WindowLimit } from '../../lib/rate-limit/limits';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { replyOnce, DAY_MS, type IdempotencyScope } from '../../lib/idempotency';
import { requireStaff } from '../../plugins/session';
import { requireVerifiedPhone } from '../auth/verified-phone';
import { retryReceiptOf, shownReceiptOf } from '../ebarimt/receipt-answers';
import { listCustomerPayments } from './customer-payments';
import { findPayment, paymentAnswer, type PaymentRow } from './payment-repository';
import { cancelOpenPayment } from './cancel-open-payment';
import { confirmPayment, createPayment, paymentMessages } from './payment-service';

const errors = errorAnswers(400, 401, 403, 404, 409, 429, 503);

/** An invoice asked for again with its `Idempotency-Key` (a retry after a lost answer) answers the first one. */
export const PAYMENT_KEYS: IdempotencyScope = { name: 'payment', keepMs: DAY_MS };

/** Invoices a customer may open: enough for a few tries, too few to flood QPay. */
export const PAYMENT_CREATIONS: WindowLimit = { max: 10, windowMs: 10 * 60_000 };
/** Callbacks one address may send: QPay sends a few per payment; a flood is refused before it reaches QPay. */
export const PAYMENT_CALLBACKS: WindowLimit = { max: 300, windowMs: 60_000 };

// Digits only, as documented: `1e3`, `0x10` or ` 5` are a 400, not payment 1000, 16 or 5.
const callbackQuerySchema = z.object({ payment: idTextSchema('Төлбөрийн дугаар буруу байна') });

/**
 * Online payment (docs/payments.md): the customer's invoice, its state, cancel, and QPay's callback;
 * the counter's own invoices. Three route groups, one guard each.
 */
export async function paymentRoutes(instance: FastifyInstance) {
  const { db, payments, rateLimitStore, organizationId, arrival } = instance.ctx;
  // An invoice charges the storage accrued until now, as the counter would.
  const clock = { organizationId, now: arrival.now };

  /** The customer's own payment, or 404 (someone else's looks like none). */
  const ownPayment = async (id: number, phone: string) => {
    const row = await findPayment(db, id);
    if (!row || row.phone !== phone) throw notFound(paymentMessages.notFound);
    return row;
  };

  /** The payment as answered, with the e-barimt's lottery and QR while they may still be shown (shown-receipts.ts). */
  const answerWithShownReceipt = async (row: PaymentRow) => {
    const answer = await paymentAnswer(db, row);
    const ebarimt = await shownReceiptOf(db, payments.ebarimt, 'PAYMENT', row.id);
    return ebarimt ? { ...answer, ebarimt } : answer;
  };

  // Anyone: whether paying online is on, and QPay's callback (a hint only, limited per address).
  await instance.register(async (open) => {
    const app = typedRoutes(open);
    app.get(
      '/api/payments/options',
      { schema: { description: 'Which ways to pay online are on.', response: { 200: paymentOptionsSchema } } },
      async () => ({
        online: payments.online !== undefined,
      }),
    );

    // Only a hint that something happened: QPay's /payment/check decides. Always 200 SUCCESS, so a
    // forged or repeated call learns nothing and QPay does not retry a payment we could not check yet.
    app.route({
      method: ['GET', 'POST'],
      url: '/api/payments/qpay/callback',
      schema: {
        description:
          "QPay's callback (GET or POST): only a hint that an invoice may be paid; the server asks QPay to check. Always 200 `SUCCESS`.",
        querystring: callbackQuerySchema,
        produces: 'text/plain',
        response: { 200: z.string(), ...errorAnswers(400, 429) },
      },
      handler: async (request, reply) => {
        await enforceWindow(rateLimitStore, `payments:callback:${clientNetworkKey(request.ip)}`, PAYMENT_CALLBACKS);
        try {
          await confirmPayment(db, payments, request.query.payment, request.log);
        } catch (error) {
          request.log.warn({ payment: request.query.payment, err: error }, 'payment check after a callback failed');
        }
        return reply.type('text/plain; charset=utf-8').send('SUCCESS');
      },
    });
  });

  // The customer's own invoices: they hand a phone's parcels to the account, so a proved phone only.
  await instance.register(async (customer) => {
    const app = typedRoutes(customer, requireVerifiedPhone);
    app.get(
      '/api/payments',
      {
        schema: {
          description: "Every payment of the caller's phone (online, at the counter, at the door), newest first, with its e-barimt.",
          response: { 200: customerPaymentListSchema, ...errors },
        },
      },
      async (request) => listCustomerPayments(db, request.user!.phone),
    );

    app.post(
      '/api/payments',
      {
        schema: {
          description:
            "A QPay invoice for the caller's ready parcels (or a door-delivery request): its amount is what is due now, storage included. An `Idempotency-Key` makes a resend answer the first invoice. One open invoice a parcel (409 `PAYMENT_PENDING`).",
          body: paymentRequestSchema,
          response: { 201: paymentCreatedSchema, ...errors },
        },
      },
      async (request, reply) =>
        replyOnce(db, PAYMENT_KEYS, request, reply, async () => {
          await enforceWindow(rateLimitStore, `payments:create:${request.user!.id}`, PAYMENT_CREATIONS);
          const created = await createPayment(db, payments, request.user!, request.body, request.log, clock);
          return { statusCode: 201, body: created };
        }),
    );

    app.get(
      '/api/payments/:id',
      {
        schema: {
          description: "One of the caller's invoices, asked of QPay when still open: paid, open, cancelled or expired.",
          params: idParamsSchema,
          response: { 200: paymentSchema, ...errors },
        },
      },
      async (request) => {
        const row = await ownPayment(request.params.id, request.user!.phone);
        return answerWithShownReceipt(row);
      },
    );

    app.post(
      '/api/payments/:id/cancel',
      {
        schema: {
          description:
            'The caller cancels their open invoice (QPay is asked first: paid meanwhile is recorded instead, 409 `ALREADY_PAID`).',
          params: idParamsSchema,
          response: { 200: paymentSchema, ...errors },
        },
      },
      async (request) => {
        const row = await ownPayment(request.params.id, request.user!.phone);
        return cancelOpenPayment(db, payments, row, request.log);
      },
    );
  });

  // The counter's own invoices: the QR on the staff screen for the customer to scan, then the handover (ONLINE).
  await instance.register(async (staff) => {
    const app = typedRoutes(staff, requireStaff);
    app.post(
      '/api/staff/payments',
      {
        schema: {
          description:
            "The counter's own QPay invoice for a customer's ready parcels: the QR on the staff screen for the customer to scan.",
          body: staffPaymentRequestSchema,
          response: { 201: paymentCreatedSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { phone, ...body } = request.body;
        const created = await createPayment(db, payments, { phone, id: null }, body, request.log, clock);
        return reply.code(201).send(created);
      },
    );

    app.get(
      '/api/staff/payments/:id',
      {
        schema: {
          description: "Staff: a counter invoice's state, asked of QPay while open.",
          params: idParamsSchema,
          response: { 200: paymentSchema, ...errors },
        },
      },
      async (request) => {
        const row = await findPayment(db, request.params.id);
        if (!row) throw notFound(paymentMessages.notFound);
        return answerWithShownReceipt(row);
      },
    );

    app.post(
      '/api/staff/payments/:id/cancel',
      {
        schema: {
          description: 'Staff cancel an open counter invoice (QPay is asked first; paid meanwhile is 409 `ALREADY_PAID`). Audited.',
          params: idParamsSchema,
          response: { 200: paymentSchema, ...errors },
        },
      },
      async (request) => {
        const row = await findPayment(db, request.params.id);
        if (!row) throw notFound(paymentMessages.notFound);
        return cancelOpenPayment(db, payments, row, request.log, request.user!.id);
      },
    );

    app.post(
      '/api/staff/payments/:id/ebarimt',
      {
        schema: {
          description: "Staff issue again a paid invoice's e-barimt that failed.",
          params: idParamsSchema,
          response: { 200: paymentSchema, ...errors },
        },
      },
      async (request) => {
        const row = await findPayment(db, request.params.id);
        if (!row) throw notFound(paymentMessages.notFound);
        if (!(await retryReceiptOf(db, payments.ebarimt, 'PAYMENT', row.id, request.user!.id))) throw conflict('RECEIPT_NOT_RETRYABLE');
        return answerWithShownReceipt((await findPayment(db, row.id))!);
      },
    );
  });
}
