import { apiErrorSchema, customerParcelSchema, parcelRegisterSchema, parcelTimelineSchema, trackCodeParamsSchema } from '@contract';
import type { FastifyInstance } from 'fastify';
import { errorAnswers } from '../../lib/route-answers';
import { z } from 'zod';
import { readOnlyDb } from '../../db/database';
import { conflict, messages, notFound } from '../../lib/http-error';
import { enforceWindow } from '../../lib/rate-limit/limits';
import type { ZodTypeProvider } from '../../lib/zod-provider';
import { requireVerifiedPhone } from '../auth/verified-phone';
import { findParcelTimeline, registerCustomerParcel, removeCustomerParcel } from './parcel-journey-repository';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** Pre-registered track codes (signed in) and the public timeline of a parcel. */
export async function parcelJourneyRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, rateLimitStore, rateLimits } = instance.ctx;

  app.post(
    '/api/package',
    {
      // Claiming a code for a phone is for accounts that proved the phone is theirs.
      onRequest: requireVerifiedPhone,
      schema: { body: parcelRegisterSchema, response: { 200: customerParcelSchema, 201: customerParcelSchema, ...errors } },
    },
    async (request, reply) => {
      const outcome = await registerCustomerParcel(db, request.user!, request.body.trackCode, request.body.note);
      // Another phone's code: refused without a word about whose it is.
      if (outcome.kind === 'taken') throw conflict(messages.parcelOfAnother);
      return reply.code(outcome.kind === 'created' ? 201 : 200).send(outcome.parcel);
    },
  );

  app.delete(
    '/api/package/:trackCode',
    { onRequest: requireVerifiedPhone, schema: { params: trackCodeParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const outcome = await removeCustomerParcel(db, request.user!.phone, request.params.trackCode);
      // Someone else's code answers as an unknown one.
      if (outcome === 'not-found') throw notFound(messages.parcelNotFound);
      if (outcome === 'not-removable') throw conflict(messages.parcelNotRemovable);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/package/:trackCode/history',
    {
      schema: {
        params: trackCodeParamsSchema,
        response: { 200: parcelTimelineSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      // One budget with the public check: a timeline tells as much as a look-up by code.
      await enforceWindow(rateLimitStore, `check:ip:${request.ip}`, rateLimits.parcelCheck);
      const timeline = await findParcelTimeline(readOnlyDb(db), request.params.trackCode);
      if (!timeline) throw notFound(messages.parcelNotFound);
      return timeline;
    },
  );
}
