import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from '@test/server/helpers/free-port';

// Callers that start their own server pick its other ports with the same helper.
export { freePort };

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `server/main.ts` exactly as `npm start` does, on its own port and database. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  // A restart may ask for its old port (env.PORT): the instance registry then knows it as itself, not as a crashed other.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), METRICS_PORT: 'off', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = once(child, 'exit');
  // Generous: on the shared two-core machine a cold start (tsx, migrations, the SSR bundle) took over a minute.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    try {
      const health = await fetch(`${baseUrl}/api/health`);
      if (health.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not become healthy within 180 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/**
 * The settings of a server every e2e browser reaches from 127.0.0.1: the real SMS client against the
 * run's fake MessagePro, and the per-IP limits raised, since one address sends every file's codes,
 * logins and registrations, far more than a person would.
 */
export function oneClientServerEnv(smsUrl: string): Record<string, string> {
  return {
    MESSAGEPRO_API_KEY: 'e2e-key',
    MESSAGEPRO_FROM: '72001234',
    MESSAGEPRO_URL: smsUrl,
    RATE_LIMIT_PHONE_CODES_PER_IP_PER_HOUR: '1000',
    RATE_LIMIT_PHONE_CODE_CHECKS_PER_IP: '1000',
    LOGIN_MAX_CHECKS_PER_IP: '10000',
    RATE_LIMIT_REGISTER_PER_HOUR: '10000',
  };
}
