import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { apiErrorSchema } from '@contract';
import type { ZodTypeProvider } from './zod-provider';

/** Every refusal answers the one `{code, message}` shape: `errorAnswers(400, 404)` for a route's response schemas. */
export function errorAnswers<const Code extends number>(...codes: Code[]): Record<Code, typeof apiErrorSchema> {
  return Object.fromEntries(codes.map((code) => [code, apiErrorSchema])) as Record<Code, typeof apiErrorSchema>;
}

/** A whole list, as the API answers every list: its rows and how many there are. */
export function listAnswer<Row>(list: Row[]): { list: Row[]; total: number } {
  return { list, total: list.length };
}

/** A module's routes, typed by their zod schemas, every one behind `guard` (signed in, staff) when one is given. */
export function typedRoutes(instance: FastifyInstance, guard?: onRequestHookHandler) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  if (guard) app.addHook('onRequest', guard);
  return app;
}
