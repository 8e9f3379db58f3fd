import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/**
 * Where intake photos' bytes live: a folder (the default, under the data folder) or an S3-compatible
 * bucket (s3-photo-store.ts), so several instances share them. The database keeps each photo's key.
 */
export interface PhotoStore {
  /** Said by `npm run admin -- backup` and at start: a folder or `s3://bucket/prefix`. */
  readonly location: string;
  readonly kind: 'folder' | 's3' | 'memory';
  put(key: string, bytes: Buffer, mediaType: string): Promise<void>;
  /** The bytes, or undefined when the store has no such key. */
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}

/** Files under `folder`, one per key; written beside and renamed, so a reader never sees half a photo. */
export function createFolderPhotoStore(folder: string): PhotoStore {
  const root = resolve(folder);
  const pathOf = (key: string) => join(root, key);
  return {
    location: root,
    kind: 'folder',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(`${path}.partial`, bytes);
      await rename(`${path}.partial`, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** For an app built without a store (server tests): photos kept in memory for the app's life. */
export function createMemoryPhotoStore(): PhotoStore {
  const files = new Map<string, Buffer>();
  return {
    location: 'memory',
    kind: 'memory',
    put: async (key, bytes) => void files.set(key, Buffer.from(bytes)),
    get: async (key) => files.get(key),
    remove: async (key) => void files.delete(key),
  };
}
