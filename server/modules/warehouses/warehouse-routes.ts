import {
  cargoAddressSchema,
  idParamSchema,
  organizationSchema,
  warehouseListQuerySchema,
  warehouseListSchema,
  warehousePricesResponseSchema,
} from '@contract';
import type { FastifyInstance } from 'fastify';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { z } from 'zod';
import { foundOr404, messages } from '../../lib/http-error';
import { findCargoAddress, findDeliveryFee, findOrganization, findPrices, listWarehouses } from './warehouse-repository';

const errors = errorAnswers(400, 404);

/** Public reads: the calculator's prices, the warehouse list and a warehouse's receiving address. */
export async function warehouseRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  const { db, organizationId } = instance.ctx;

  app.get(
    '/api/organization',
    {
      schema: { description: 'The organisation this server runs for: its id and name.', response: { 200: organizationSchema, ...errors } },
    },
    async () => foundOr404(await findOrganization(db, organizationId), messages.organizationNotFound),
  );

  app.get(
    '/api/warehouse',
    {
      schema: {
        description:
          'The active warehouses of an organisation. `state` may be left out or `ACTIVE`; other states answer an empty list (paused and deleted warehouses are for staff).',
        querystring: warehouseListQuerySchema,
        response: { 200: warehouseListSchema, ...errors },
      },
    },
    async (request) => {
      // Paused and deleted warehouses are staff business (GET /api/staff/warehouses), never public.
      const { orgId, state = 'ACTIVE' } = request.query;
      const list = state === 'ACTIVE' ? await listWarehouses(db, orgId, 'ACTIVE') : [];
      return { list, total: list.length };
    },
  );

  app.get(
    '/api/warehouse/:orgId',
    {
      schema: {
        description: "The organisation's prices: tugrik per kg, yuan per m³, the rate in tugrik per yuan and the door-delivery fee.",
        params: z.object({ orgId: idParamSchema }),
        response: { 200: warehousePricesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: {
        currency: foundOr404(await findPrices(db, request.params.orgId), messages.pricesNotFound),
        deliveryFee: await findDeliveryFee(db, request.params.orgId),
      },
    }),
  );

  app.get(
    '/api/cargoAddress/:warehouseId',
    {
      schema: {
        description:
          "A warehouse's receiving address, for shops to write on a parcel. Any field may hold the token `{phone}`: the app replaces it with the customer's phone; the server never fills it in.",
        params: z.object({ warehouseId: idParamSchema }),
        response: { 200: cargoAddressSchema, ...errors },
      },
    },
    async (request) => foundOr404(await findCargoAddress(db, request.params.warehouseId), messages.warehouseNotFound),
  );
}
