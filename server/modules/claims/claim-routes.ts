import { clientNetworkKey } from '../../lib/client-network';
import { trackCodeParamsSchema } from '@contract';
import {
  claimApprovedSchema,
  claimParamsSchema,
  claimRefuseSchema,
  customerClaimListSchema,
  customerClaimSchema,
  staffClaimListSchema,
  unclaimedListSchema,
  unclaimedQuerySchema,
} from '@contract/arrival-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { enforceWindow } from '../../lib/rate-limit/limits';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { requireStaff } from '../../plugins/session';
import { requireVerifiedPhone } from '../auth/verified-phone';
import { approveClaim, findUnclaimedByCodeEnd, insertClaim, listCustomerClaims, listOpenClaims, refuseClaim } from './claim-repository';

const errors = errorAnswers(400, 401, 403, 404, 409, 429);

/** Customers search unclaimed parcels by a code's end and claim them; staff approve or refuse the claims. */
export async function claimRoutes(instance: FastifyInstance) {
  const { db, reads, rateLimitStore, rateLimits } = instance.ctx;

  // Per account and per IP: an end of a code is guessed one try at a time, never listed.
  const limit = async (request: FastifyRequest) => {
    await enforceWindow(rateLimitStore, `unclaimed:user:${request.user!.id}`, rateLimits.unclaimed.perUser);
    await enforceWindow(rateLimitStore, `unclaimed:ip:${clientNetworkKey(request.ip)}`, rateLimits.unclaimed.perIp);
  };

  await instance.register(async (customer) => {
    const app = typedRoutes(customer, requireVerifiedPhone);
    app.get(
      '/api/package/unclaimed',
      {
        schema: {
          description:
            'Parcels taken in without an owner, found by the last characters of their code (one guess at a time, limited per account and IP).',
          querystring: unclaimedQuerySchema,
          response: { 200: unclaimedListSchema, ...errors },
        },
      },
      async (request) => {
        await limit(request);
        return { list: await findUnclaimedByCodeEnd(reads, request.query.codeEnd) };
      },
    );
    app.post(
      '/api/package/unclaimed/:trackCode/claim',
      {
        schema: {
          description:
            "Claims an unclaimed parcel as the caller's; staff approve or refuse the claim. Limited per account a day (429 `CLAIM_DAILY_LIMIT`).",
          params: trackCodeParamsSchema,
          response: { 201: customerClaimSchema, ...errors },
        },
      },
      async (request, reply) => {
        await limit(request);
        return reply.code(201).send(await insertClaim(db, request.user!, request.params.trackCode));
      },
    );
    app.get(
      '/api/package/claims',
      { schema: { description: "The caller's claims and how each was decided.", response: { 200: customerClaimListSchema, ...errors } } },
      async (request) => ({
        list: await listCustomerClaims(reads, request.user!.id),
      }),
    );
  });

  await instance.register(async (staff) => {
    const app = typedRoutes(staff, requireStaff);
    app.get(
      '/api/staff/claims',
      { schema: { description: 'Staff: the open claims on unclaimed parcels.', response: { 200: staffClaimListSchema, ...errors } } },
      async () => ({
        list: await listOpenClaims(db),
      }),
    );
    app.post(
      '/api/staff/claims/:id/approve',
      {
        schema: {
          description: "Staff give the parcel to the claimant: the parcel takes the claimant's phone; the other claims on it are refused.",
          params: claimParamsSchema,
          response: { 200: claimApprovedSchema, ...errors },
        },
      },
      async (request) => approveClaim(db, request.params.id, request.user!.id),
    );
    app.post(
      '/api/staff/claims/:id/refuse',
      {
        schema: {
          description: 'Staff refuse a claim, with a note for the claimant.',
          params: claimParamsSchema,
          body: claimRefuseSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await refuseClaim(db, request.params.id, request.user!.id, request.body.reason);
        return reply.code(204).send(null);
      },
    );
  });
}
