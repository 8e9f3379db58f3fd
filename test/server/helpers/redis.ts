import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';

/** The machine's Redis unless TEST_REDIS_URL names another; tests skip what needs it when it does not answer. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function redisReachable(url: string = TEST_REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(port || 6379), hostname, () => done(true));
  });
}

/** A prefix of its own per test: parallel runs and other data in that Redis stay untouched. */
export const uniqueRedisPrefix = () => `achaa-test:${randomBytes(6).toString('hex')}:`;
