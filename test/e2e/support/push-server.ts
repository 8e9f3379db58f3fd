import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakePushService, type FakePushService } from '../../server/helpers/fake-push-service';
import { createStaffAccount } from './accounts';
import { distDir } from './browser';
import { startServer, type RunningServer } from './test-server';

/**
 * A server of its own for push tests: the shared one only trusts the real push services, this one
 * also the fake push service on 127.0.0.1 (PUSH_ALLOWED_ORIGINS), with its worker polling as in
 * production. Own SQLite file with the demo data and the staff account.
 */
export async function startPushServer(): Promise<{ server: RunningServer; fake: FakePushService; stop(): Promise<void> }> {
  const fake = await startFakePushService();
  const dataDir = mkdtempSync(join(tmpdir(), 'achaa-e2e-push-'));
  const databaseEnv = { DATABASE_PATH: join(dataDir, 'push.sqlite'), DATABASE_URL: '' };
  const server = await startServer({ ...databaseEnv, STATIC_DIR: distDir(), PUSH_ALLOWED_ORIGINS: fake.origin });
  createStaffAccount(databaseEnv);
  return {
    server,
    fake,
    async stop() {
      await server.stop();
      await fake.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
