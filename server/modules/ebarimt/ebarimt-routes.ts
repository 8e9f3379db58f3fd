import { adminEbarimtSchema, companyQuerySchema, companySchema, idParamsSchema } from '@contract';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../lib/http-error';
import { enforceWindow, type WindowLimit } from '../../lib/rate-limit/limits';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { requireAdmin, requireUser } from '../../plugins/session';
import { OutsideServiceError } from '../payments/outside-call';
import { loadEbarimtOverview } from './ebarimt-overview';
import { retryReceiptRow } from './receipt-answers';
import { taxLookupMessages } from './tax-lookup';

const errors = errorAnswers(400, 401, 403, 404, 409, 429, 503);

/** Company look-ups per user: enough to type a few numbers, too few to walk the tax register. */
export const COMPANY_LOOKUPS: WindowLimit = { max: 20, windowMs: 60_000 };

export const ebarimtMessages = {
  notRetryable: 'Энэ и-баримтыг дахин оролдох шаардлагагүй байна',
  notConfigured: 'PosAPI тохируулаагүй байна',
  sendFailed: 'PosAPI өгөгдлөө илгээж чадсангүй. Дахин оролдоно уу',
} as const;

/** The company look-up (anyone signed in), and the owner's e-barimt panel. */
export async function ebarimtRoutes(instance: FastifyInstance) {
  const { db, ebarimt, rateLimitStore } = instance.ctx;
  // Each route its own guard: a hook on the instance would put every route behind both.
  const app = typedRoutes(instance);

  app.get(
    '/api/ebarimt/company',
    {
      onRequest: requireUser,
      schema: {
        description:
          "Staff: a company's name by its register number or TIN, from the tax authority, for a company receipt (404 `COMPANY_NOT_FOUND`).",
        querystring: companyQuerySchema,
        response: { 200: companySchema, ...errors },
      },
    },
    async (request) => {
      await enforceWindow(rateLimitStore, `ebarimt:company:${request.user!.id}`, COMPANY_LOOKUPS);
      try {
        const company = await ebarimt.taxLookup.company(request.query.regNo);
        if (!company) throw new HttpError(404, taxLookupMessages.notFound, {}, 'COMPANY_NOT_FOUND');
        return { tin: company.tin, name: company.name, vatPayer: company.vatPayer };
      } catch (error) {
        if (!(error instanceof OutsideServiceError)) throw error;
        request.log.warn({ detail: error.detail }, 'tax authority lookup failed');
        throw new HttpError(503, taxLookupMessages.down);
      }
    },
  );

  app.get(
    '/api/admin/ebarimt',
    {
      onRequest: requireAdmin,
      schema: {
        description: "Admins: the e-barimt state: receipts waiting, failed or sent, and PosAPI's own.",
        response: { 200: adminEbarimtSchema, ...errors },
      },
    },
    async () => loadEbarimtOverview(db, ebarimt),
  );

  app.post(
    '/api/admin/ebarimt/:id/retry',
    {
      onRequest: requireAdmin,
      schema: {
        description: 'Admins send a failed receipt again.',
        params: idParamsSchema,
        response: { 200: adminEbarimtSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await retryReceiptRow(db, ebarimt, request.params.id, request.user!.id))) {
        const exists = await db.selectFrom('ebarimt_receipts').select('id').where('id', '=', request.params.id).executeTakeFirst();
        throw exists ? new HttpError(409, ebarimtMessages.notRetryable, {}, 'RECEIPT_NOT_RETRYABLE') : notFound();
      }
      return loadEbarimtOverview(db, ebarimt);
    },
  );

  // "Илгээх": PosAPI sends the day's receipts to the tax authority now (it also does so by itself).
  app.post(
    '/api/admin/ebarimt/send',
    {
      onRequest: requireAdmin,
      schema: {
        description: "Admins have PosAPI send the day's receipts to the tax authority now (it also does so by itself).",
        response: { 200: adminEbarimtSchema, ...errors },
      },
    },
    async (request) => {
      if (!ebarimt.posapi) throw new HttpError(503, ebarimtMessages.notConfigured);
      try {
        await ebarimt.posapi.sendData();
      } catch (error) {
        request.log.warn({ err: error }, 'PosAPI sendData failed');
        throw new HttpError(503, ebarimtMessages.sendFailed);
      }
      return loadEbarimtOverview(db, ebarimt);
    },
  );
}
