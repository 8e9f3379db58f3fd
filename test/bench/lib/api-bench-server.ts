import type { Server } from 'node:http';
import Fastify from 'fastify';
import { buildApp } from '../../../server/app';
import { createDatabase, type DatabaseConfig } from '../../../server/db/database';
import { createMetrics } from '../../../server/lib/metrics';
import { createFloorServer, createPostgresFloorServer } from './floor-server';

/**
 * Runs one server for the API bench in its own process:
 * - `app <log level> sqlite <path>` / `app <log level> postgres <url> <schema>`: the real app, logging
 *   as `npm start` does at that level, the parcel-check rate limit off; `<level>+metrics` (e.g.
 *   `warn+metrics`) adds the Prometheus metrics as `npm start` has them by default;
 * - `floor <sqlite path>`: the hand-written node:http + prepared statement floor;
 * - `floor-postgres <url> <schema>`: the same floor on PostgreSQL (node:http + pg, named statement);
 * - `bare <body json>`: a constant GET route; `bare-post <body json>`: the same answer at the check's path;
 * - `app-pages <sqlite path> <static dir>`: the real app at warn level serving a build (its pages and
 *   the server-rendered search `/?phone=`), the parcel-check rate limit off.
 * Sends `{port}` over IPC once listening and stops on SIGTERM.
 */
const [mode, ...rest] = process.argv.slice(2);
const USAGE =
  'usage: api-bench-server app <level> sqlite <path> | app <level> postgres <url> <schema> | app-pages <path> <static dir> | floor <path> | floor-postgres <url> <schema> | bare|bare-post <body>';

function databaseConfig(engine: string | undefined, location: string | undefined, schema: string | undefined): DatabaseConfig {
  if (engine === 'sqlite' && location) return { kind: 'sqlite', path: location };
  if (engine === 'postgres' && location && schema) return { kind: 'postgres', url: location, schema };
  throw new Error(USAGE);
}

async function startFastify(): Promise<{ listen: () => Promise<number>; close: () => Promise<unknown> }> {
  if (mode === 'app') {
    const [levelAndMetrics = 'warn', engine, location, schema] = rest;
    const [level, withMetrics] = levelAndMetrics.split('+');
    const database = createDatabase(databaseConfig(engine, location, schema));
    const app = await buildApp({
      database,
      logger: { level },
      rateLimits: { parcelCheck: false },
      ...(withMetrics ? { metrics: createMetrics() } : {}),
    });
    return { listen: () => listenFastify(app), close: () => app.close().then(() => database.db.destroy()) };
  }
  if (mode === 'app-pages' && rest[0] && rest[1]) {
    const database = createDatabase({ kind: 'sqlite', path: rest[0] });
    const app = await buildApp({ database, logger: { level: 'warn' }, rateLimits: { parcelCheck: false }, staticDir: rest[1] });
    return { listen: () => listenFastify(app), close: () => app.close().then(() => database.db.destroy()) };
  }
  if ((mode === 'bare' || mode === 'bare-post') && rest[0]) {
    const body: unknown = JSON.parse(rest[0]);
    const app = Fastify();
    if (mode === 'bare') app.get('/bare', async () => body);
    else app.post('/api/package/check', async () => body);
    return { listen: () => listenFastify(app), close: () => app.close() };
  }
  throw new Error(USAGE);
}

async function listenFastify(app: Awaited<ReturnType<typeof buildApp>>): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return portOf(app.server);
}

function portOf(server: Server): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

async function start(): Promise<{ port: number; close: () => Promise<unknown> }> {
  const floor =
    mode === 'floor' && rest[0]
      ? createFloorServer(rest[0])
      : mode === 'floor-postgres' && rest[0] && rest[1]
        ? createPostgresFloorServer(rest[0], rest[1])
        : undefined;
  if (floor) {
    const server = floor;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      port: portOf(server),
      close: () =>
        new Promise((resolve) => {
          server.close(resolve);
          server.closeAllConnections();
        }),
    };
  }
  const app = await startFastify();
  return { port: await app.listen(), close: app.close };
}

const { port, close } = await start();
process.send?.({ port });
process.once('SIGTERM', () => {
  void close().then(() => process.exit(0));
});
