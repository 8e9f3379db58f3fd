import { dirname, join } from 'node:path';
import type { Config } from '../../config';
import { createFolderPhotoStore, type PhotoStore } from './photo-store';
import { createS3PhotoStore } from './s3-photo-store';

/** PHOTO_STORE as main.ts and the backup command read it: an S3 bucket, a folder, or `photos/` beside the SQLite file. */
export function photoStoreFromConfig(config: Config): PhotoStore {
  const store = config.PHOTO_STORE ?? join(dirname(config.DATABASE_PATH), 'photos');
  if (!store.startsWith('s3://')) return createFolderPhotoStore(store);
  return createS3PhotoStore({
    url: store,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}
