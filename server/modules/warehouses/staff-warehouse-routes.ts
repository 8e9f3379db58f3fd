import {
  cargoAddressSchema,
  idParamsSchema,
  staffCargoAddressSchema,
  staffPricesSchema,
  staffWarehouseSchema,
  warehousePricesResponseSchema,
  warehouseListSchema,
  warehouseSummarySchema,
} from '@contract';
import type { FastifyInstance } from 'fastify';
import { errorAnswers, listAnswer, typedRoutes } from '../../lib/route-answers';
import { foundOr404, messages, notFound } from '../../lib/http-error';
import { requireStaff } from '../../plugins/session';
import {
  findWarehouseName,
  insertWarehouse,
  listWarehouses,
  updateWarehouse,
  upsertCargoAddress,
  upsertPrices,
} from './warehouse-repository';

const errors = errorAnswers(400, 401, 403, 404);

/** Staff edit the warehouses, receiving addresses and prices of the organisation this server runs for. */
export async function staffWarehouseRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireStaff);
  const { db, organizationId } = instance.ctx;

  app.get('/api/staff/warehouses', { schema: { response: { 200: warehouseListSchema, ...errors } } }, async () => {
    return listAnswer(await listWarehouses(db, organizationId));
  });

  app.post(
    '/api/staff/warehouses',
    { schema: { body: staffWarehouseSchema, response: { 201: warehouseSummarySchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await insertWarehouse(db, organizationId, request.body)),
  );

  app.put(
    '/api/staff/warehouses/:id',
    { schema: { params: idParamsSchema, body: staffWarehouseSchema, response: { 200: warehouseSummarySchema, ...errors } } },
    async (request) => foundOr404(await updateWarehouse(db, organizationId, request.params.id, request.body), messages.warehouseNotFound),
  );

  app.put(
    '/api/staff/warehouses/:id/cargo-address',
    { schema: { params: idParamsSchema, body: staffCargoAddressSchema, response: { 200: cargoAddressSchema, ...errors } } },
    async (request) => {
      const name = await findWarehouseName(db, organizationId, request.params.id);
      if (name === undefined) throw notFound(messages.warehouseNotFound);
      await upsertCargoAddress(db, request.params.id, request.body);
      const { zipcode, ...rest } = request.body;
      return { warehouse: { name }, ...rest, ...(zipcode ? { zipcode } : {}) };
    },
  );

  app.put(
    '/api/staff/prices',
    { schema: { body: staffPricesSchema, response: { 200: warehousePricesResponseSchema, ...errors } } },
    async (request) => {
      await upsertPrices(db, organizationId, request.body);
      return { data: { currency: request.body } };
    },
  );
}
