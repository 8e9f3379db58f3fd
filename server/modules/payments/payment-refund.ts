import { idParamsSchema, keptAnswerSchema, paymentSchema } from '@contract';
import type { FastifyInstance } from 'fastify';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { requireStaff } from '../../plugins/session';
import { LATE_MONEY_NOTE, REFUNDING_NOTE } from '../billing/billing-messages';
import { keepAsCredit } from '../billing/customer-credit';
import { shownReceiptOf } from '../ebarimt/receipt-answers';
import { findPayment, paymentAnswer } from './payment-repository';
import { asHttpError } from './payment-service';
import { hasHandedOverParcel, moveLateMoneyNote, recordRefund } from './refund-service';

const errors = errorAnswers(400, 401, 403, 404, 409, 429, 503);

export const refundMessages = {
  handedOver: 'Энэ төлбөрийн ачааг олгосон байна: эхлээд олголтыг буцаана уу',
  nothingAtQpay: 'QPay дээр буцаах төлбөр олдсонгүй',
  notConfigured: 'Онлайн төлбөр тохируулаагүй байна',
} as const;

/** A closed invoice QPay received money for after all (a cancel racing the payment): its money may be given back too. */
const isLateMoney = (row: { status: string; note: string | null }) =>
  (row.status === 'CANCELLED' || row.status === 'EXPIRED') && row.note === LATE_MONEY_NOTE;

/**
 * `POST /api/staff/payments/{id}/refund`: staff give a QPay (card) payment back, or the money QPay
 * received for an invoice after it was closed (the counter lists it). QPay refunds it
 * first; then, in one transaction, the payment becomes REFUNDED (a compare-and-set on PAID, so two
 * presses refund once), its parcels are unpaid again, the ledger gets its reversal and the e-barimt
 * is asked back through the outbox, which returns it whatever its state.
 */
export async function paymentRefundRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireStaff);
  const { db, payments } = instance.ctx;
  app.post(
    '/api/staff/payments/:id/keep',
    {
      schema: {
        description:
          "Staff keep money QPay received for a closed (cancelled or expired) invoice against what the customer owes: it becomes the customer's credit, taken off their next handover (`credit` in the counter's answer). Once; audited.",
        params: idParamsSchema,
        response: { 200: keptAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const row = await findPayment(db, request.params.id);
      if (!row) throw notFound();
      const credit = await keepAsCredit(db, row.id, request.user!.id);
      if (credit === null) throw conflict('NOT_LATE_MONEY');
      return { id: row.id, credit };
    },
  );

  app.post(
    '/api/staff/payments/:id/refund',
    {
      schema: {
        description:
          'Staff refund a paid QPay payment whose parcels were not handed over: refunded at QPay, the ledger rows reversed, the e-barimt returned. Audited.',
        params: idParamsSchema,
        response: { 200: paymentSchema, ...errors },
      },
    },
    async (request) => {
      const row = await findPayment(db, request.params.id);
      if (!row) throw notFound();
      const late = isLateMoney(row);
      if ((row.status !== 'PAID' && !late) || row.invoice_id === null) throw conflict('NOT_PAID');
      if (!payments.online) throw new HttpError(503, refundMessages.notConfigured);
      if (await hasHandedOverParcel(db, row.id)) throw conflict(refundMessages.handedOver, 'HANDED_OVER');
      // Late money is claimed for this refund first, so staff keeping it meanwhile cannot also win.
      if (late && !(await moveLateMoneyNote(db, row.id, LATE_MONEY_NOTE, REFUNDING_NOTE))) {
        throw conflict('NOT_PAID');
      }
      try {
        const check = await payments.online.qpay.checkPayment(row.invoice_id);
        // Money that came to a closed invoice may have come in parts.
        const paid = check.rows.filter(
          (entry) => (entry.payment_status === 'PAID' || (late && entry.payment_status === 'PARTIAL')) && entry.payment_id,
        );
        if (paid.length === 0) throw conflict(refundMessages.nothingAtQpay, 'NOT_PAID');
        for (const entry of paid) await payments.online.qpay.refundPayment(entry.payment_id!);
      } catch (error) {
        if (late) await moveLateMoneyNote(db, row.id, REFUNDING_NOTE, LATE_MONEY_NOTE);
        throw asHttpError(error, request.log);
      }
      const refunded = await recordRefund(db, row, late, request.user!.id);
      if (!refunded) throw conflict('NOT_PAID');
      await payments.ebarimt.issueSoon('PAYMENT', row.id);
      const answer = await paymentAnswer(db, (await findPayment(db, row.id))!);
      const ebarimt = await shownReceiptOf(db, payments.ebarimt, 'PAYMENT', row.id);
      return ebarimt ? { ...answer, ebarimt } : answer;
    },
  );
}
