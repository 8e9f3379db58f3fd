import { parseArgs } from 'node:util';
import type { PhotoStore } from '../modules/photos/photo-store';
import { BackupError, backupDatabase, restoreDatabase, type BackupTarget } from './backup';

export const BACKUP_USAGE = `  backup          --to FILE [--force]      a consistent copy while the server runs (--force overwrites FILE)
  restore         --from FILE [--force]    into an empty database; --force replaces a non-empty one (stop the servers first)`;

export const BACKUP_COMMANDS = new Set(['backup', 'restore']);

/**
 * Intake photos are files (a folder or a bucket), never rows: the database backup names them and
 * says how to keep them, so nobody believes one file holds everything.
 */
export function photoBackupAdvice(photos: Pick<PhotoStore, 'kind' | 'location'>): string {
  if (photos.kind === 's3')
    return `Intake photos are in ${photos.location} (PHOTO_STORE), not in this file: turn on the bucket's versioning or replication, or copy it (aws s3 sync ${photos.location} <another place>).`;
  return `Intake photos are files in ${photos.location}, not in this file: copy that folder too (rsync -a ${photos.location}/ <backup place>/photos/). A photo is written once and never changed, so each copy adds only the new ones.`;
}

export interface BackupIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * `npm run admin -- backup|restore`: run before the CLI migrates anything, since a restore must
 * find the database as it is and bring its own tables. Exit codes as the other commands: 0 done,
 * 1 could not be done, 2 bad command line.
 */
export async function runBackupCommand(
  argv: readonly string[],
  target: BackupTarget,
  io: BackupIo,
  photos?: Pick<PhotoStore, 'kind' | 'location'>,
): Promise<number> {
  const [command, ...rest] = argv;
  let values: { to?: string; from?: string; force?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...rest],
      options: { to: { type: 'string' }, from: { type: 'string' }, force: { type: 'boolean' } },
      strict: true,
    }));
  } catch (error) {
    io.err(`${(error as Error).message}\n\nUsage:\n${BACKUP_USAGE}`);
    return 2;
  }
  const file = command === 'backup' ? values.to : values.from;
  if (!file) {
    io.err(`${command === 'backup' ? '--to' : '--from'} is required\n\nUsage:\n${BACKUP_USAGE}`);
    return 2;
  }
  const where = target.kind === 'sqlite' ? target.path : 'PostgreSQL';
  try {
    if (command === 'backup') {
      await backupDatabase(target, file, { overwrite: values.force === true });
      io.out(`Backed up ${where} to ${file}.`);
      if (photos) io.out(photoBackupAdvice(photos));
    } else {
      await restoreDatabase(target, file, { force: values.force === true });
      io.out(`Restored ${file} into ${where}. Start the servers: they migrate it to the current version.`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    io.err(error.message);
    return 1;
  }
}
