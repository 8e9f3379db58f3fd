import {
  apiErrorSchema,
  customerParcelListSchema,
  customerParcelQuerySchema,
  parcelCheckRequestSchema,
  parcelCheckResponseSchema,
} from '@contract';
import type { FastifyInstance } from 'fastify';
import { readOnlyDb } from '../../db/database';
import { enforceWindow } from '../../lib/rate-limit/limits';
import type { ZodTypeProvider } from '../../lib/zod-provider';
import { requireVerifiedPhone } from '../auth/verified-phone';
import { parcelCheckSerializerCompiler } from './parcel-check-serializer';
import { checkByPhone, checkByTrackCode, listCustomerParcels } from './parcel-repository';

export async function parcelRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, rateLimitStore, rateLimits } = instance.ctx;

  app.post(
    '/api/package/check',
    {
      schema: { body: parcelCheckRequestSchema, response: { 200: parcelCheckResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema } },
      serializerCompiler: parcelCheckSerializerCompiler,
    },
    async (request) => {
      // Anyone may look up any phone, so the rate limit is what keeps it from being a phone-book scraper.
      await enforceWindow(rateLimitStore, `check:ip:${request.ip}`, rateLimits.parcelCheck);
      const body = request.body;
      return 'phone' in body ? checkByPhone(db, body.phone) : checkByTrackCode(db, body.trackCode);
    },
  );

  app.get(
    '/api/package',
    {
      // The phone's parcels only once the account has proved it owns the phone.
      onRequest: requireVerifiedPhone,
      schema: {
        querystring: customerParcelQuerySchema,
        response: { 200: customerParcelListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    // On the read-only connection: a customer's list never waits for a staff import's transaction.
    async (request) => listCustomerParcels(readOnlyDb(db), request.user!.phone, request.query.status),
  );
}
