import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shutting down (SIGTERM): `/api/health` says `draining` and every answer closes its connection. */
    lifecycle: { draining: boolean };
  }
}

/**
 * While draining, each answer carries `Connection: close`, so keep-alive clients (nginx's upstream
 * connections among them) reconnect, and land on an instance that is staying.
 */
export const drainingPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('lifecycle', { draining: false });
    // At answer time, not arrival: a request already in flight when SIGTERM came must not leave its
    // connection open and idle (Node closes only the connections idle at that moment), or the
    // shutdown waits for the keep-alive timeout.
    app.addHook('onSend', async (_request, reply) => {
      if (app.lifecycle.draining) reply.header('connection', 'close');
    });
  },
  { name: 'draining' },
);
