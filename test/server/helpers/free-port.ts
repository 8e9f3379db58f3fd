import { once } from 'node:events';
import { createServer } from 'node:net';

/**
 * A port nothing listens on: taken from the OS, then released. For a server a test starts on its own
 * port (test/e2e/support/test-server.ts), or an address that must refuse connections (a Redis that is gone).
 */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}
