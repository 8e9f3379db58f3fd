import { clientNetworkKey } from '../../lib/client-network';
import {
  apiErrorSchema,
  customerParcelListSchema,
  customerParcelQuerySchema,
  customerParcelSchema,
  parcelRegisterSchema,
  trackCodeParamsSchema,
} from '@contract';
import type { FastifyInstance } from 'fastify';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { z } from 'zod';
import { conflict, messages, notFound } from '../../lib/http-error';
import { requireVerifiedPhone } from '../auth/verified-phone';
import { findOwnParcel, listCustomerParcels, registerCustomerParcel, removeCustomerParcel, type RegisterOutcome } from './customer-parcels';
import { createPreRegisterLimits } from './pre-register-limits';

const errors = errorAnswers(400, 401, 403, 404, 409, 429);

/** A signed-in customer's own parcels: the list, and codes registered in advance (added, removed). */
export async function customerParcelRoutes(instance: FastifyInstance) {
  // The phone's parcels only once the account has proved it owns the phone.
  const app = typedRoutes(instance, requireVerifiedPhone);
  const { db, reads, rateLimitStore, rateLimits, arrival, organizationId } = instance.ctx;
  const limits = createPreRegisterLimits(rateLimitStore, rateLimits);

  app.get(
    '/api/package',
    {
      schema: {
        description:
          "The parcels registered to the caller's phone, newest first (100 at most, with the true total), with arrival estimates and storage days. Needs a verified phone.",
        querystring: customerParcelQuerySchema,
        response: { 200: customerParcelListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    // On the read-only connection: a customer's list never waits for a staff import's transaction.
    // Two round trips in all: the session's (requireVerifiedPhone), then the list's one statement,
    // which carries each parcel's arrival estimate (on the way) or storage days (at Ulaanbaatar).
    async (request) => listCustomerParcels(reads, request.user!.phone, request.query.status, { organizationId, estimates: arrival }),
  );

  app.post(
    '/api/package',
    {
      schema: {
        description:
          "Pre-registers a track code the customer expects, before it reaches the warehouse (needs a verified phone). The own code again is 200 and changes nothing; another phone's code is 409 (nothing about that phone is said) and costs one public check of the IP's budget; 50 new codes a day per account (429 `PREREGISTER_DAILY_LIMIT`).",
        body: parcelRegisterSchema,
        response: { 200: customerParcelSchema, 201: customerParcelSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The own code again is a 200 that creates nothing, also once the day's allowance is spent.
      const own = await findOwnParcel(db, request.user!.phone, request.body.trackCode);
      if (own) return reply.code(200).send(own);
      const giveBack = await limits.takeDailySlot(request.user!.id, request.log);
      let outcome: RegisterOutcome;
      try {
        outcome = await registerCustomerParcel(db, request.user!, request.body.trackCode, request.body.note);
      } catch (error) {
        await giveBack();
        throw error;
      }
      // Only a new code uses the day's allowance.
      if (outcome.kind !== 'created') await giveBack();
      if (outcome.kind === 'taken') {
        // Another phone's code: refused without a word about whose it is, and paid for like a check.
        await limits.countAsCheck(clientNetworkKey(request.ip));
        throw conflict('TRACK_CODE_OF_ANOTHER');
      }
      return reply.code(outcome.kind === 'created' ? 201 : 200).send(outcome.parcel);
    },
  );

  app.delete(
    '/api/package/:trackCode',
    {
      schema: {
        description:
          "Removes one of the caller's own pre-registered codes while it is still REGISTERED (409 otherwise; anyone else's is a 404). Costs one public check of the IP's budget.",
        params: trackCodeParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      // Register then delete tells whether a code exists: each delete costs what a public check does.
      await limits.countAsCheck(clientNetworkKey(request.ip));
      const outcome = await removeCustomerParcel(db, request.user!.phone, request.params.trackCode);
      // Someone else's code answers as an unknown one.
      if (outcome === 'not-found') throw notFound(messages.parcelNotFound);
      if (outcome === 'not-removable') throw conflict('NOT_REMOVABLE');
      return reply.code(204).send(null);
    },
  );
}
