import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPwa } from './support/run-command';
import { startServer, type RunningServer } from './support/test-server';
import { createAdminAccount, createStaffAccount } from './support/accounts';
import { startFakeMessagePro, type FakeMessagePro } from '../server/helpers/fake-sms';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The build under test; a private copy, so a `vite build` elsewhere cannot change it mid-run. */
    distDir: string;
    /** The fake SMS provider the server sends its codes to (MessagePro's API; `GET /test/messages?to=` lists them). */
    smsUrl: string;
  }
}

let server: RunningServer | undefined;
let sms: FakeMessagePro | undefined;
let dataDir: string | undefined;

/**
 * Builds the PWA into a private folder (or, with E2E_SKIP_BUILD=1, uses an existing dist/), starts the real server on a fresh
 * SQLite database with its demo data, and creates a staff account through the admin CLI.
 */
export async function setup(project: TestProject) {
  dataDir = mkdtempSync(join(tmpdir(), 'achaa-e2e-'));
  let distDir = 'dist';
  if (!(process.env.E2E_SKIP_BUILD === '1' && existsSync('dist/index.html'))) {
    distDir = join(dataDir, 'dist');
    // vitest runs with NODE_ENV=test, which would give React's development build.
    buildPwa(distDir);
  }
  const databaseEnv = { DATABASE_PATH: join(dataDir, 'e2e.sqlite'), DATABASE_URL: '' };
  // The real MessagePro client, against a fake of its API: every SMS flow of the PWA runs end to end.
  sms = await startFakeMessagePro();
  // Every browser of the run is 127.0.0.1: one IP asking for far more codes than a person would.
  const smsEnv = {
    MESSAGEPRO_API_KEY: 'e2e-key',
    MESSAGEPRO_FROM: '72001234',
    MESSAGEPRO_URL: sms.url,
    RATE_LIMIT_PHONE_CODES_PER_IP_PER_HOUR: '1000',
    RATE_LIMIT_PHONE_CODE_CHECKS_PER_IP: '1000',
    // Likewise every login and registration of every file: far more than one person's in 15 minutes or an hour.
    LOGIN_MAX_CHECKS_PER_IP: '10000',
    RATE_LIMIT_REGISTER_PER_HOUR: '10000',
  };
  server = await startServer({ ...databaseEnv, ...smsEnv, STATIC_DIR: distDir });
  createStaffAccount(databaseEnv);
  createAdminAccount(databaseEnv);
  project.provide('baseUrl', server.baseUrl);
  project.provide('distDir', distDir);
  project.provide('smsUrl', sms.url);
}

export async function teardown() {
  await server?.stop();
  await sms?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
