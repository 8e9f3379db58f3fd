import { lateParcelListSchema, storageRuleSchema } from '@contract/arrival-calls';
import type { FastifyInstance } from 'fastify';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { requireStaff } from '../../plugins/session';
import { findLateParcels, lateParcelView } from './late-parcels';
import { findStorageRule } from './storage-days';
import { setStorageRule } from './storage-rule';

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
      await setStorageRule(db, organizationId, request.user!.id, request.body);
      return request.body;
    },
  );
}
