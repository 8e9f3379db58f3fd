import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@contract';
import { createS3PhotoStore } from '../../../server/modules/photos/s3-photo-store';
import type { PhotoStore } from '../../../server/modules/photos/photo-store';
import { as } from '../helpers/as-user';
import { freePort } from '../helpers/free-port';
import { createTestAppWithStaff, registerStaffParcel, type TestApp } from '../helpers/test-app';
import { countRows } from '../helpers/test-database';
import { multipartFile, pngImage } from '../helpers/test-images';

// s3rver's own keys; the store signs its requests with them as with a real bucket's.
const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKET = 'achaa-photos';
const s3Folder = mkdtempSync(join(tmpdir(), 'achaa-s3rver-'));
let s3: S3rver, endpoint: string, store: PhotoStore;
let t: TestApp, staff: string, owner: string, baseUrl: string;

beforeAll(async () => {
  const port = await freePort();
  s3 = new S3rver({ address: '127.0.0.1', port, silent: true, directory: s3Folder, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  store = createS3PhotoStore({ url: `s3://${BUCKET}/intake/`, endpoint, region: 'us-east-1', ...S3_KEYS });
  ({
    t,
    staff,
    customer: owner,
  } = await createTestAppWithStaff('862000', { photos: store, rateLimits: { photoUploads: { max: 4, windowMs: 60_000 } } }));
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
  await s3.close();
  rmSync(s3Folder, { recursive: true, force: true });
});

const upload = (trackCode: string, bytes: Buffer) => {
  const { payload, headers } = multipartFile(bytes, { filename: 'box.png', type: 'image/png' });
  return as(t.app, staff, { headers }).post(`/api/staff/parcels/${trackCode}/photos`, payload);
};

describe('photos in an S3-compatible bucket (PHOTO_STORE=s3://…)', () => {
  it('are written under the prefix and served back to the owner from the bucket', async () => {
    const photo = pngImage(800, 600);
    const created = await upload('SF1456789012345', photo);
    expect(created.statusCode).toBe(201);
    const served = await as(t.app, owner).get(created.json().url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(photo)).toBe(true);
    // The object is in the bucket itself, under intake/parcels/…: another instance would find it there.
    const answer = await fetch(`${endpoint}/${BUCKET}?list-type=2&prefix=intake/parcels/`);
    expect(await answer.text()).toMatch(/<Key>intake\/parcels\/\d+\/[0-9a-f-]{36}\.png<\/Key>/);
  });

  it('a photo missing from the bucket is a 404, not a 500', async () => {
    const created = await upload('JT3098765432101', pngImage(10, 10));
    const [row] = await t.db.selectFrom('parcel_photos').select('storage_key').where('id', '=', created.json().id).execute();
    await store.remove(row!.storage_key);
    expect((await as(t.app, owner).get(created.json().url)).statusCode).toBe(404);
  });
});

describe('over real HTTP', () => {
  it('a 50 MB photo is refused with a Mongolian 400 once its first 5 MB are read, and nothing is kept', async () => {
    await registerStaffParcel(t.app, staff, 'PH5000000000005');
    const before = await countRows(t.db, 'parcel_photos');
    const form = new FormData();
    form.append(
      'photo',
      new Blob([new Uint8Array(pngImage(100, 100)), new Uint8Array(50 * 1024 * 1024)], { type: 'image/jpeg' }),
      'huge.jpg',
    );
    const answer = await fetch(`${baseUrl}/api/staff/parcels/PH5000000000005/photos`, {
      method: 'POST',
      body: form,
      headers: { cookie: staff },
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ code: 400, message: apiMessages.photoTooLarge });
    expect(await countRows(t.db, 'parcel_photos')).toBe(before);
  });
});

describe('the pace of uploads', () => {
  it('one staff account past its window gets a 429 with Retry-After', async () => {
    // Four uploads a minute in this file (the default is 150 in 10 minutes); three were made above.
    const answers = [await upload('PH5000000000005', pngImage(30, 30)), await upload('PH5000000000005', pngImage(31, 30))];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 429]);
    expect(Number(answers[1]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
