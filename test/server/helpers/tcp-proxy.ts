import { once } from 'node:events';
import { createServer, Socket, type Server } from 'node:net';

/**
 * A TCP proxy in front of a shared service (Redis) that a test can take down and bring back: the
 * machine's Redis serves everyone, so a test never stops it; it stops its own road to it instead.
 * With `latencyMs` it is also a slow network in front of the real server (the e2e scanner test):
 * every chunk a client sends reaches the server that much later.
 */
export interface TcpProxy {
  url: string;
  /** The port it listens on, 127.0.0.1. */
  port: number;
  /** Refuses new connections and cuts the open ones, as a crashed Redis would. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Keeps connections open but forwards nothing: a Redis that has stopped answering. */
  hang(): void;
}

export async function createTcpProxy(target: { host: string; port: number }, { latencyMs = 0 } = {}): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let hanging = false;
  let server: Server | undefined;
  let port = 0;

  const listen = async () => {
    hanging = false;
    server = createServer((client) => {
      const upstream = new Socket();
      sockets.add(client).add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      // Timers of one duration fire in the order they were set, so delayed chunks keep their order.
      const forward = (chunk: Buffer) => hanging || upstream.destroyed || upstream.write(chunk);
      client.on('data', (chunk: Buffer) => (latencyMs > 0 ? setTimeout(forward, latencyMs, chunk) : forward(chunk)));
      upstream.on('data', (chunk) => hanging || client.write(chunk));
      upstream.connect(target.port, target.host);
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('proxy has no port');
    port = address.port;
  };
  await listen();

  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      const closing = server;
      server = undefined;
      if (closing) await new Promise((resolve) => closing.close(resolve));
    },
    start: listen,
    hang() {
      hanging = true;
    },
  };
}
