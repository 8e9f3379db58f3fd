import Fastify from 'fastify';
import { buildApp } from '../../../server/app';
import { createDatabase } from '../../../server/db/database';

/**
 * Runs one server for the API bench in its own process, so the load generator and the server each
 * get a core: `app <sqlite path>` is the real app (rate limit off), `bare <body json>` a constant route,
 * `bare-post <body json>` the same constant answer at the check's path, for the check's own client.
 * Prints `{"port": N}` once listening and stops on SIGTERM.
 */
const [mode, argument] = process.argv.slice(2);

async function start() {
  if (mode === 'app' && argument) {
    const db = createDatabase({ kind: 'sqlite', path: argument });
    const app = await buildApp({ db, rateLimits: { parcelCheck: false } });
    return { app, close: () => db.destroy() };
  }
  if ((mode === 'bare' || mode === 'bare-post') && argument) {
    const body: unknown = JSON.parse(argument);
    const app = Fastify();
    if (mode === 'bare') app.get('/bare', async () => body);
    else app.post('/api/package/check', async () => body);
    return { app, close: async () => undefined };
  }
  throw new Error('usage: api-bench-server app <sqlite path> | bare <body json> | bare-post <body json>');
}

const { app, close } = await start();
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(close)
    .then(() => process.exit(0));
});
