import type { FastifyInstance } from 'fastify';
import { packageVersion } from '../../lib/metrics';
import { openApiDocument, type OpenApiDocument } from './openapi';
import { referencePage } from './reference-page';
import type { ListedRoute } from './route-list';

/**
 * The API's reference, built from the routes' own schemas: `/api/openapi.json` for tools, `/api/docs`
 * for people. Built once, on the first request, when every route is registered; the routes never
 * change while the server runs.
 */
export async function referenceRoutes(instance: FastifyInstance, { routes }: { routes: readonly ListedRoute[] }) {
  let built: { document: OpenApiDocument; json: string; page: string } | undefined;
  const reference = () => {
    if (!built) {
      const document = openApiDocument(routes, packageVersion());
      built = { document, json: JSON.stringify(document), page: referencePage(document) };
    }
    return built;
  };

  instance.get(
    '/api/openapi.json',
    {
      schema: {
        description: 'This reference as an OpenAPI 3.1 document, built from the schemas every route validates with.',
        produces: 'application/json',
        response: {},
      },
    },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(reference().json),
  );

  instance.get(
    '/api/docs',
    {
      schema: {
        description: 'This reference as a page to read: every call, its parameters, body, answers and reasons.',
        produces: 'text/html',
        response: {},
      },
    },
    async (_request, reply) => reply.type('text/html; charset=utf-8').send(reference().page),
  );
}
