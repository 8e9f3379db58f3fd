import { addressInputSchema, addressSchema, idParamsSchema, listOf } from '@contract';
import type { FastifyInstance } from 'fastify';
import { errorAnswers, listAnswer, typedRoutes } from '../../lib/route-answers';
import { z } from 'zod';
import { foundOr404, messages, notFound } from '../../lib/http-error';
import { requireUser } from '../../plugins/session';
import { deleteAddress, findAddress, insertAddress, listAddresses, updateAddress } from './address-repository';

const errors = errorAnswers(400, 401, 404);

export async function addressRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireUser);
  // A customer's reads never wait for a staff import holding SQLite's writer connection.
  const { db, reads } = instance.ctx;

  app.get(
    '/api/address',
    { schema: { description: "The caller's delivery addresses.", response: { 200: listOf(addressSchema), ...errors } } },
    async (request) => {
      return listAnswer(await listAddresses(reads, request.user!.id));
    },
  );

  app.get(
    '/api/address/:id',
    {
      schema: {
        description: "One of the caller's addresses (anyone else's is a 404).",
        params: idParamsSchema,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) => foundOr404(await findAddress(reads, request.user!.id, request.params.id), messages.addressNotFound),
  );

  app.post(
    '/api/address',
    {
      schema: {
        description: 'Saves a delivery address for the caller.',
        body: addressInputSchema,
        response: { 201: addressSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await insertAddress(db, request.user!.id, request.body)),
  );

  app.put(
    '/api/address/:id',
    {
      schema: {
        description: "Replaces one of the caller's addresses.",
        params: idParamsSchema,
        body: addressInputSchema,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) => foundOr404(await updateAddress(db, request.user!.id, request.params.id, request.body), messages.addressNotFound),
  );

  app.delete(
    '/api/address/:id',
    { schema: { description: "Deletes one of the caller's addresses.", params: idParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      if (!(await deleteAddress(db, request.user!.id, request.params.id))) throw notFound(messages.addressNotFound);
      return reply.code(204).send(null);
    },
  );
}
