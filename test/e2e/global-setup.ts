import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPwa } from './support/run-command';
import { oneClientServerEnv, startServer, type RunningServer } from './support/test-server';
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
  server = await startServer({ ...databaseEnv, ...oneClientServerEnv(sms.url), STATIC_DIR: distDir });
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
