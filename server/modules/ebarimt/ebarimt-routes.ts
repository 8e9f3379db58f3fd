import { adminEbarimtSchema, companyQuerySchema, companySchema, idParamsSchema } from '@contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { enforceWindow, type WindowLimit } from '../../lib/rate-limit/limits';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { requireAdmin, requireUser } from '../../plugins/session';
import { OutsideServiceError } from '../../lib/outside-call';
import { loadEbarimtOverview } from './ebarimt-overview';
import { retryFromPanel, sendReceiptsNow } from './ebarimt-panel';
import { taxLookupMessages } from './tax-lookup';

const errors = errorAnswers(400, 401, 403, 404, 409, 429, 503);

/** Company look-ups per user: enough to type a few numbers, too few to walk the tax register. */
export const COMPANY_LOOKUPS: WindowLimit = { max: 20, windowMs: 60_000 };

/** The company look-up, for anyone signed in (staff typing a company receipt). */
export async function companyLookupRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireUser);
  const { ebarimt, rateLimitStore } = instance.ctx;

  app.get(
    '/api/ebarimt/company',
    {
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
}

/** The owner's e-barimt panel, for admins. */
export async function ebarimtPanelRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireAdmin);
  const { db, ebarimt } = instance.ctx;

  app.get(
    '/api/admin/ebarimt',
    {
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
      schema: {
        description: 'Admins send a failed receipt again.',
        params: idParamsSchema,
        response: { 200: adminEbarimtSchema, ...errors },
      },
    },
    async (request) => retryFromPanel(db, ebarimt, request.params.id, request.user!.id),
  );

  app.post(
    '/api/admin/ebarimt/send',
    {
      schema: {
        description: "Admins have PosAPI send the day's receipts to the tax authority now (it also does so by itself).",
        response: { 200: adminEbarimtSchema, ...errors },
      },
    },
    async (request) => sendReceiptsNow(db, ebarimt, request.log),
  );
}
