import { lateParcelListSchema, storageRuleSchema } from '@contract/arrival-calls';
import type { FastifyInstance } from 'fastify';
import { conflict } from '../../lib/http-error';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { requireStaff } from '../../plugins/session';
import { findLateParcels, lateParcelView } from './late-parcels';
import { recordAudit } from '../audit/record-audit';
import { findStorageRule } from './storage-days';

const errors = errorAnswers(400, 401, 403, 409);

/** Staff: the parcels running late, and the organisation's storage days (beside its prices). */
export async function arrivalRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireStaff);
  const { db, reads, arrival, organizationId } = instance.ctx;

  app.get(
    '/api/staff/late-parcels',
    { schema: { description: 'Staff: parcels past their expected arrival.', response: { 200: lateParcelListSchema, ...errors } } },
    async () => {
      const times = await arrival.current();
      if (!times) return { list: [] };
      const now = arrival.now();
      return { list: (await findLateParcels(reads, times, now)).map((parcel) => lateParcelView(parcel, times, now)) };
    },
  );

  app.get(
    '/api/staff/storage-rule',
    { schema: { description: 'Staff: the storage rule (free days, then a fee a day).', response: { 200: storageRuleSchema, ...errors } } },
    async () => findStorageRule(db, organizationId),
  );

  app.put(
    '/api/staff/storage-rule',
    {
      schema: {
        description: 'Staff set the storage rule; the organisation needs prices first (409 `PRICES_FIRST`).',
        body: storageRuleSchema,
        response: { 200: storageRuleSchema, ...errors },
      },
    },
    async (request) => {
      const { freeDays, dailyFee } = request.body;
      await db.transaction().execute(async (trx) => {
        const before = await findStorageRule(trx, organizationId);
        const result = await trx
          .updateTable('prices')
          .set({ storage_free_days: freeDays, storage_daily_fee: dailyFee, updated_at: new Date().toISOString() })
          .where('organization_id', '=', organizationId)
          .executeTakeFirst();
        // The rule lives beside the prices: an organisation without prices sets those first.
        if (Number(result.numUpdatedRows) === 0) throw conflict('Эхлээд тээврийн үнээ оруулна уу', 'PRICES_FIRST');
        const object = `organization:${organizationId}`;
        await recordAudit(trx, {
          actorId: request.user!.id,
          action: 'storage-rule.update',
          object,
          before: { ...before },
          after: { freeDays, dailyFee },
        });
      });
      return request.body;
    },
  );
}
