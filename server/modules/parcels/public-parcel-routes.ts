import { clientNetworkKey } from '../../lib/client-network';
import {
  apiErrorSchema,
  parcelCheckRequestSchema,
  parcelCheckResponseSchema,
  parcelTimelineSchema,
  trackCodeParamsSchema,
} from '@contract';
import type { FastifyInstance } from 'fastify';
import { typedRoutes } from '../../lib/route-answers';
import { messages, notFound } from '../../lib/http-error';
import { enforceWindow } from '../../lib/rate-limit/limits';
import { checkLimitKey, createParcelCheck } from './parcel-check';
import { parcelCheckSerializerCompiler } from './parcel-check-serializer';
import { findParcelTimeline } from './parcel-timeline';

/** What anyone may ask about a parcel, without signing in: the check and one parcel's timeline. */
export async function publicParcelRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  const { reads, rateLimitStore, rateLimits, arrival } = instance.ctx;
  const check = createParcelCheck(instance.ctx);

  app.post(
    '/api/package/check',
    {
      schema: {
        description:
          "Public look-up by exactly one of a phone or a track code: each parcel's code, price (null while unknown), status and time, newest first; no names, no phone. Unknown: an empty list. Rate limited per IP (`RATE_LIMIT_CHECK_PER_MINUTE`, 429 with `Retry-After`).",
        body: parcelCheckRequestSchema,
        response: { 200: parcelCheckResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      serializerCompiler: parcelCheckSerializerCompiler,
    },
    // The same check (and rate limit) as the home page's own search, server/plugins/page-search.ts.
    async (request) => check(clientNetworkKey(request.ip), request.body),
  );

  app.get(
    '/api/package/:trackCode/history',
    {
      schema: {
        description:
          "Public: one parcel's timeline (history oldest first), its arrival estimate and, once loaded on a truck, the trip's times (never the plate, driver or seal). Counts against the public check's limit per IP.",
        params: trackCodeParamsSchema,
        response: { 200: parcelTimelineSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      // One budget with the public check: a timeline tells as much as a look-up by code.
      await enforceWindow(rateLimitStore, checkLimitKey(clientNetworkKey(request.ip)), rateLimits.parcelCheck);
      // One statement (parcel-timeline.ts): the parcel, its history, estimate and last trip.
      const timeline = await findParcelTimeline(reads, arrival, request.params.trackCode);
      if (!timeline) throw notFound(messages.parcelNotFound);
      return timeline;
    },
  );
}
