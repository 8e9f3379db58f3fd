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
import { cancelTrip, departTrip, loadParcels, openTrip, takeOffParcel, waitingParcels } from './trip-loading';
import { manifestCsv } from './trip-manifest';
import { listTrips, toTrips } from './trip-repository';
import { arriveTrip, closeTrip, markParcelLost, unloadParcels } from './trip-unloading';
import { findTripDetail } from './trip-view';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** Trips between Erenhot and Ulaanbaatar: staff open, load, send, receive, unload and close them. */
export async function tripRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireStaff);
  const { db } = instance.ctx;

  app.post(
    '/api/staff/trips',
    {
      schema: {
        description: "Staff open a trip in Erenhot (plate, driver, phone, seal): LOADING, with the day's code `T-DDMM-NN`.",
        body: tripCreateSchema,
        response: { 201: tripSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await openTrip(db, request.body, request.user!.id);
      const [trip] = await toTrips(db, [row]);
      return reply.code(201).send(trip!);
    },
  );

  app.get(
    '/api/staff/trips',
    {
      schema: {
        description: 'Staff: the trips, newest first (200 at most), optionally of one state.',
        querystring: tripListQuerySchema,
        response: { 200: tripListSchema, ...errors },
      },
    },
    async (request) => {
      const list = await listTrips(db, request.query.state);
      return { list, total: list.length };
    },
  );

  app.get(
    '/api/staff/trips/waiting',
    {
      schema: {
        description: 'Staff: parcels received in Erenhot on no trip, the longest waiting first (500 at most).',
        response: { 200: tripWaitingSchema, ...errors },
      },
    },
    async () => waitingParcels(db),
  );

  /** A call on one trip that answers the trip as it then is. */
  const detail = (description: string) => ({
    schema: { description, params: tripParamsSchema, response: { 200: tripDetailSchema, ...errors } },
  });
  app.get('/api/staff/trips/:id', detail('Staff: one trip with its parcels, and what is expected, missing and extra.'), async (request) =>
    findTripDetail(db, request.params.id),
  );

  app.post(
    '/api/staff/trips/:id/parcels',
    {
      schema: {
        description:
          'Staff load parcels on a trip: each moves to SENT with the trip in its history; the ones that cannot go are listed with their reasons. 409 `TRIP_NOT_LOADING` once the trip left.',
        params: tripParamsSchema,
        body: tripLoadSchema,
        response: { 200: tripLoadAnswerSchema, ...errors },
      },
    },
    async (request) => loadParcels(db, request.params.id, request.body.trackCodes, request.user!.id),
  );
  app.delete(
    '/api/staff/trips/:id/parcels/:trackCode',
    {
      schema: {
        description: 'Staff take a parcel off a trip while loading: back to RECEIVED.',
        params: tripParcelParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await takeOffParcel(db, request.params.id, request.params.trackCode, request.user!.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/staff/trips/:id/depart',
    {
      schema: {
        description:
          'Staff seal and send the trip: DEPARTED, the expected arrival fixed, the owners told. A trip with nothing loaded cannot leave.',
        params: tripParamsSchema,
        body: tripDepartSchema,
        response: { 200: tripDetailSchema, ...errors },
      },
    },
    async (request) => {
      await departTrip(db, request.params.id, request.body.seal, request.user!.id);
      return findTripDetail(db, request.params.id);
    },
  );
  app.post('/api/staff/trips/:id/cancel', detail('Staff cancel a trip while loading: every parcel back to RECEIVED.'), async (request) => {
    await cancelTrip(db, request.params.id, request.user!.id);
    return findTripDetail(db, request.params.id);
  });
  app.post(
    '/api/staff/trips/:id/arrive',
    detail('Staff mark the trip arrived in Ulaanbaatar; the owners are told (409 `TRIP_NOT_DEPARTED` otherwise).'),
    async (request) => {
      await arriveTrip(db, request.params.id, request.user!.id);
      return findTripDetail(db, request.params.id);
    },
  );
  app.post(
    '/api/staff/trips/:id/unload',
    {
      schema: {
        description:
          'Staff unload parcels: each to DELIVERED (onto a shelf); one not loaded on this truck is accepted as extra (409 `TRIP_NOT_ARRIVED` unless arrived).',
        params: tripParamsSchema,
        body: tripUnloadSchema,
        response: { 200: tripUnloadAnswerSchema, ...errors },
      },
    },
    async (request) => unloadParcels(db, request.params.id, request.body.trackCodes, request.body.shelf, request.user!.id),
  );
  app.post(
    '/api/staff/trips/:id/close',
    detail('Staff close an unloaded trip: it then lists what is missing and extra.'),
    async (request) => {
      await closeTrip(db, request.params.id, request.user!.id);
      return findTripDetail(db, request.params.id);
    },
  );
  app.post(
    '/api/staff/trips/:id/missing/:trackCode/lost',
    {
      schema: {
        description:
          'Staff record a missing parcel as lost after a search: BROKEN, with a note, its owner told (409 `NOT_MISSING` when it is not missing).',
        params: tripParcelParamsSchema,
        body: tripLostSchema,
        response: { 200: tripDetailSchema, ...errors },
      },
    },
    async (request) => {
      await markParcelLost(db, request.params.id, request.params.trackCode, request.body.note, request.user!.id);
      return findTripDetail(db, request.params.id);
    },
  );

  app.get(
    '/api/staff/trips/:id/manifest.csv',
    {
      schema: {
        description: "Staff: the trip's manifest as a CSV (UTF-8 with a byte-order mark), in Mongolian or Chinese.",
        params: tripParamsSchema,
        querystring: manifestQuerySchema,
        produces: 'text/csv',
        // A string with its own content type leaves as it is: Fastify serializes only JSON.
        response: { 200: z.string(), ...errors },
      },
    },
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
