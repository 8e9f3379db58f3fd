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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorAnswers, listAnswer, typedRoutes } from '../../lib/route-answers';
import { foundOr404, messages } from '../../lib/http-error';
import { requireStaff } from '../../plugins/session';
import { addWarehouse, changeWarehouse, setCargoAddress, setPrices, type WarehouseEditor } from './warehouse-changes';
import { listWarehouses } from './warehouse-repository';

const errors = errorAnswers(400, 401, 403, 404);

/** Staff edit the warehouses, receiving addresses and prices of the organisation this server runs for. */
export async function staffWarehouseRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireStaff);
  const { db, organizationId } = instance.ctx;
  const editor = (request: FastifyRequest): WarehouseEditor => ({ actorId: request.user!.id, organizationId });

  app.get(
    '/api/staff/warehouses',
    {
      schema: {
        description: 'Staff: every warehouse of the organisation, whatever its state.',
        response: { 200: warehouseListSchema, ...errors },
      },
    },
    async () => listAnswer(await listWarehouses(db, organizationId)),
  );

  app.post(
    '/api/staff/warehouses',
    {
      schema: {
        description: 'Staff add a warehouse (ACTIVE unless said).',
        body: staffWarehouseSchema,
        response: { 201: warehouseSummarySchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await addWarehouse(db, editor(request), request.body)),
  );

  app.put(
    '/api/staff/warehouses/:id',
    {
      schema: {
        description: 'Staff change a warehouse; DELETED takes it and its receiving address off the public lists.',
        params: idParamsSchema,
        body: staffWarehouseSchema,
        response: { 200: warehouseSummarySchema, ...errors },
      },
    },
    async (request) => foundOr404(await changeWarehouse(db, editor(request), request.params.id, request.body), messages.warehouseNotFound),
  );

  app.put(
    '/api/staff/warehouses/:id/cargo-address',
    {
      schema: {
        description: "Staff create or replace a warehouse's receiving address.",
        params: idParamsSchema,
        body: staffCargoAddressSchema,
        response: { 200: cargoAddressSchema, ...errors },
      },
    },
    async (request) => {
      const name = await setCargoAddress(db, editor(request), request.params.id, request.body);
      const { zipcode, ...rest } = request.body;
      return { warehouse: { name }, ...rest, ...(zipcode ? { zipcode } : {}) };
    },
  );

  app.put(
    '/api/staff/prices',
    {
      schema: {
        description: 'Staff set the prices: tugrik per kg, yuan per m³, tugrik per yuan and the door-delivery fee.',
        body: staffPricesSchema,
        response: { 200: warehousePricesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const deliveryFee = await setPrices(db, editor(request), request.body);
      const { deliveryFee: _deliveryFee, ...currency } = request.body;
      return { data: { currency, deliveryFee } };
    },
  );
}
