import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { PhotoStore } from './photo-store';

export interface S3PhotoStoreOptions {
  /** `s3://bucket/prefix` (the prefix may be empty). */
  url: string;
  /** An S3-compatible service's address (MinIO, Cloudflare R2, DigitalOcean Spaces…); unset: AWS itself. */
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** `s3://bucket/some/prefix` → the bucket and the prefix keys start with (`some/prefix/`). */
export function parseS3Url(url: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) throw new Error(`PHOTO_STORE must be s3://bucket/prefix, not ${url}`);
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: match[1]!, prefix: prefix ? `${prefix}/` : '' };
}

/** Photos as objects of one bucket, under a prefix; every instance of the app reads the same ones. */
export function createS3PhotoStore(options: S3PhotoStoreOptions): PhotoStore {
  const { bucket, prefix } = parseS3Url(options.url);
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    location: `s3://${bucket}/${prefix}`,
    kind: 's3',
    async put(key, bytes, mediaType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: prefix + key, Body: bytes, ContentType: mediaType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: prefix + key }));
    },
  };
}
