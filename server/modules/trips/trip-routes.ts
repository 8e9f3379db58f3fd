import {
  manifestQuerySchema,
  tripCreateSchema,
  tripDepartSchema,
  tripDetailSchema,
  tripListQuerySchema,
  tripListSchema,
  tripLoadAnswerSchema,
  tripLoadSchema,
  tripLostSchema,
  tripParamsSchema,
  tripParcelParamsSchema,
  tripSchema,
  tripUnloadAnswerSchema,
  tripUnloadSchema,
  tripWaitingSchema,
} from '@contract/trips';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { requireStaff } from '../../plugins/session';
import { recordAudit } from '../audit/record-audit';
import { cancelTrip, departTrip, loadParcels, takeOffParcel, waitingParcels } from './trip-loading';
import { manifestCsv } from './trip-manifest';
import { insertTrip, listTrips, toTrips } from './trip-repository';
import { arriveTrip, closeTrip, markParcelLost, unloadParcels } from './trip-unloading';
import { findTripDetail } from './trip-view';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** Trips between Erenhot and Ulaanbaatar (issue 37): staff open, load, send, receive, unload and close them. */
export async function tripRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireStaff);
  const { db } = instance.ctx;

  app.post('/api/staff/trips', { schema: { body: tripCreateSchema, response: { 201: tripSchema, ...errors } } }, async (request, reply) => {
    const staffId = request.user!.id;
    const row = await db.transaction().execute(async (trx) => {
      const created = await insertTrip(trx, request.body, staffId);
      await recordAudit(trx, { actorId: staffId, action: 'trip.create', object: created.code, after: { plate: created.plate } });
      return created;
    });
    const [trip] = await toTrips(db, [row]);
    return reply.code(201).send(trip!);
  });

  app.get(
    '/api/staff/trips',
    { schema: { querystring: tripListQuerySchema, response: { 200: tripListSchema, ...errors } } },
    async (request) => {
      const list = await listTrips(db, request.query.state);
      return { list, total: list.length };
    },
  );

  app.get('/api/staff/trips/waiting', { schema: { response: { 200: tripWaitingSchema, ...errors } } }, async () => waitingParcels(db));

  const detail = { schema: { params: tripParamsSchema, response: { 200: tripDetailSchema, ...errors } } };
  app.get('/api/staff/trips/:id', detail, async (request) => findTripDetail(db, request.params.id));

  app.post(
    '/api/staff/trips/:id/parcels',
    { schema: { params: tripParamsSchema, body: tripLoadSchema, response: { 200: tripLoadAnswerSchema, ...errors } } },
    async (request) => loadParcels(db, request.params.id, request.body.trackCodes, request.user!.id),
  );
  app.delete(
    '/api/staff/trips/:id/parcels/:trackCode',
    { schema: { params: tripParcelParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await takeOffParcel(db, request.params.id, request.params.trackCode, request.user!.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/staff/trips/:id/depart',
    { schema: { params: tripParamsSchema, body: tripDepartSchema, response: { 200: tripDetailSchema, ...errors } } },
    async (request) => {
      await departTrip(db, request.params.id, request.body.seal, request.user!.id);
      return findTripDetail(db, request.params.id);
    },
  );
  app.post('/api/staff/trips/:id/cancel', detail, async (request) => {
    await cancelTrip(db, request.params.id, request.user!.id);
    return findTripDetail(db, request.params.id);
  });
  app.post('/api/staff/trips/:id/arrive', detail, async (request) => {
    await arriveTrip(db, request.params.id, request.user!.id);
    return findTripDetail(db, request.params.id);
  });
  app.post(
    '/api/staff/trips/:id/unload',
    { schema: { params: tripParamsSchema, body: tripUnloadSchema, response: { 200: tripUnloadAnswerSchema, ...errors } } },
    async (request) => unloadParcels(db, request.params.id, request.body.trackCodes, request.body.shelf, request.user!.id),
  );
  app.post('/api/staff/trips/:id/close', detail, async (request) => {
    await closeTrip(db, request.params.id, request.user!.id);
    return findTripDetail(db, request.params.id);
  });
  app.post(
    '/api/staff/trips/:id/missing/:trackCode/lost',
    { schema: { params: tripParcelParamsSchema, body: tripLostSchema, response: { 200: tripDetailSchema, ...errors } } },
    async (request) => {
      await markParcelLost(db, request.params.id, request.params.trackCode, request.body.note, request.user!.id);
      return findTripDetail(db, request.params.id);
    },
  );

  app.get(
    '/api/staff/trips/:id/manifest.csv',
    { schema: { params: tripParamsSchema, querystring: manifestQuerySchema } },
    async (request, reply) => {
      const trip = await findTripDetail(db, request.params.id);
      const { lang } = request.query;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="manifest-${trip.code}-${lang}.csv"`)
        .send(manifestCsv(trip, lang));
    },
  );
}
