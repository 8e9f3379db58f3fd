import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifySchema {
    /** What the call does, for the API reference (/api/docs): every /api route has one. */
    description?: string;
    /** The media type of a body that is not JSON (the CSV import). */
    consumes?: string;
    /** The media type of a 200 that is not JSON (a CSV, a photo, a page). */
    produces?: string;
  }
}

/** One route as the reference documents it. */
export interface ListedRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

/**
 * Every /api route, as the app registers it: the reference is built from what the server answers,
 * so a route cannot be missing from it. Registered on the root before the modules, so it hears them all.
 */
export function listApiRoutes(app: FastifyInstance): ListedRoute[] {
  const routes: ListedRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    for (const method of methods) routes.push({ method, url: route.url, schema: route.schema });
  });
  return routes;
}
