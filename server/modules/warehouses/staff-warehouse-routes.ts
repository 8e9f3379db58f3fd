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
import { recordAudit } from '../audit/record-audit';
import {
  findCargoAddress,
  findDeliveryFee,
  findPrices,
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

  app.get(
    '/api/staff/warehouses',
    {
      schema: {
        description: 'Staff: every warehouse of the organisation, whatever its state.',
        response: { 200: warehouseListSchema, ...errors },
      },
    },
    async () => {
      return listAnswer(await listWarehouses(db, organizationId));
    },
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
    async (request, reply) => {
      const created = await db.transaction().execute(async (trx) => {
        const warehouse = await insertWarehouse(trx, organizationId, request.body);
        await recordAudit(trx, {
          actorId: request.user!.id,
          action: 'warehouse.create',
          object: `warehouse:${warehouse.id}`,
          after: request.body,
        });
        return warehouse;
      });
      return reply.code(201).send(created);
    },
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
    async (request) => {
      const { id } = request.params;
      const updated = await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('warehouses')
          .select(['name', 'address', 'phone', 'state'])
          .where('id', '=', id)
          .executeTakeFirst();
        const warehouse = await updateWarehouse(trx, organizationId, id, request.body);
        if (warehouse)
          await recordAudit(trx, {
            actorId: request.user!.id,
            action: 'warehouse.update',
            object: `warehouse:${id}`,
            before,
            after: request.body,
          });
        return warehouse;
      });
      return foundOr404(updated, messages.warehouseNotFound);
    },
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
      const { id } = request.params;
      const name = await db.transaction().execute(async (trx) => {
        const found = await findWarehouseName(trx, organizationId, id);
        if (found === undefined) throw notFound(messages.warehouseNotFound);
        const before = (await findCargoAddress(trx, id)) ?? null;
        await upsertCargoAddress(trx, id, request.body);
        await recordAudit(trx, {
          actorId: request.user!.id,
          action: 'cargo-address.update',
          object: `warehouse:${id}`,
          before,
          after: request.body,
        });
        return found;
      });
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
      await db.transaction().execute(async (trx) => {
        const current = await findPrices(trx, organizationId);
        const before = current ? { ...current, deliveryFee: await findDeliveryFee(trx, organizationId) } : null;
        await upsertPrices(trx, organizationId, request.body);
        await recordAudit(trx, { actorId: request.user!.id, action: 'prices.update', object: 'prices', before, after: request.body });
      });
      const { deliveryFee: _deliveryFee, ...currency } = request.body;
      return { data: { currency, deliveryFee: await findDeliveryFee(db, organizationId) } };
    },
  );
}
