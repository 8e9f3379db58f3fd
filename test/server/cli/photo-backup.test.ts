import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { runBackupCommand } from '../../../server/cli/backup-commands';
import { createDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { photoStoreFromConfig } from '../../../server/modules/photos/photo-store-from-config';

const folder = mkdtempSync(join(tmpdir(), 'achaa-photo-backup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('npm run admin -- backup and intake photos', () => {
  it('says where the photos live (beside the SQLite file by default) and how to copy them', async () => {
    const path = join(folder, 'achaa.sqlite');
    const database = createDatabase({ kind: 'sqlite', path });
    await migrateToLatest(database.db);
    await database.db.destroy();
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    const photos = photoStoreFromConfig(loadConfig({ DATABASE_PATH: path }));
    expect(await runBackupCommand(['backup', '--to', join(folder, 'copy.bak')], { kind: 'sqlite', path }, io, photos)).toBe(0);
    expect(lines.at(-1)).toBe(
      `Intake photos are files in ${join(folder, 'photos')}, not in this file: copy that folder too (rsync -a ${join(folder, 'photos')}/ <backup place>/photos/). A photo is written once and never changed, so each copy adds only the new ones.`,
    );
  });

  it('names the bucket when PHOTO_STORE is s3://', () => {
    const photos = photoStoreFromConfig(loadConfig({ PHOTO_STORE: 's3://achaa-photos/intake', S3_ENDPOINT: 'http://127.0.0.1:9000' }));
    expect(photos).toMatchObject({ kind: 's3', location: 's3://achaa-photos/intake/' });
  });

  it('refuses a PHOTO_STORE that is not a bucket address, and one key without the other', () => {
    expect(() => photoStoreFromConfig(loadConfig({ PHOTO_STORE: 's3://' }))).toThrow('PHOTO_STORE must be s3://bucket/prefix');
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'key' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  });
});
