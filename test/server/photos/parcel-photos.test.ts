import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@contract';
import { reasonMessages } from '@contract/reason-messages';
import { createFolderPhotoStore } from '../../../server/modules/photos/photo-store';
import { as } from '../helpers/as-user';
import { createTestAppWithStaff, registerStaffParcel, type TestApp } from '../helpers/test-app';
import { countRows } from '../helpers/test-database';
import { jpegHead, multipartFile, pngBomb, pngImage, SVG_AS_JPEG } from '../helpers/test-images';

// The demo customer's parcel (seed.ts): its owner is DEMO_CUSTOMER, whose phone is verified.
const OWNED = 'SF1456789012345';
const folder = mkdtempSync(join(tmpdir(), 'achaa-photos-'));
let t: TestApp, staff: string, admin: string, owner: string, stranger: string, unverifiedOwner: string;

beforeAll(async () => {
  ({
    t,
    staff,
    admin,
    customer: owner,
  } = await createTestAppWithStaff('861000', {
    photos: createFolderPhotoStore(folder),
    rateLimits: { photoUploads: { max: 40, windowMs: 60_000 } },
  }));
  await t.createUser({ phone: '88112233', password: 'stranger-pass', phoneVerified: true });
  stranger = await t.login('88112233', 'stranger-pass');
  // An account with the phone of a parcel but no proof it owns the phone: anyone can type anyone's number.
  await registerStaffParcel(t.app, staff, 'PH1000000000001', '95112233');
  await t.createUser({ phone: '95112233', password: 'unproven-pass', phoneVerified: false });
  unverifiedOwner = await t.login('95112233', 'unproven-pass');
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

const storedFiles = () => readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
/** The photo as the intake station's form sends it, signed in with `cookie`. */
const upload = (trackCode: string, bytes: Buffer, options?: Parameters<typeof multipartFile>[1], cookie = staff) => {
  const { payload, headers } = multipartFile(bytes, options);
  return as(t.app, cookie, { headers }).post(`/api/staff/parcels/${trackCode}/photos`, payload);
};

describe('a photo taken at intake', () => {
  const photo = pngImage(1600, 1200);
  let id: number;

  it('is stored (201 {id, url}) and listed in the staff parcel answer', async () => {
    const created = await upload(OWNED, photo, { filename: 'box.png', type: 'image/png' });
    expect(created.statusCode).toBe(201);
    id = created.json().id;
    expect(created.json()).toEqual({ id, url: `/api/photos/${id}` });
    const parcel = (await as(t.app, staff).get(`/api/staff/parcels/${OWNED}`)).json();
    expect(parcel.photos).toEqual([{ id, url: `/api/photos/${id}`, takenAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
    expect(storedFiles()).toBe(1);
  });

  it('is read by its owner: the list, and the file with the sniffed type, inline, no-sniff', async () => {
    const list = await as(t.app, owner).get(`/api/package/${OWNED}/photos`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ list: [{ id, url: `/api/photos/${id}`, takenAt: expect.any(String) }], total: 1 });
    const file = await as(t.app, owner).get(`/api/photos/${id}`);
    expect(file.statusCode).toBe(200);
    // Sent as image/png named box.png; a JPEG name or type would not change what it is served as.
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe('inline');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(photo)).toBe(true);
  });

  it('is served to staff and admins', async () => {
    for (const cookie of [staff, admin]) expect((await as(t.app, cookie).get(`/api/photos/${id}`)).statusCode).toBe(200);
  });

  it('is seen by nobody else: another customer, an unproven owner, a visitor', async () => {
    for (const cookie of [stranger, unverifiedOwner]) {
      const file = await as(t.app, cookie).get(`/api/photos/${id}`);
      expect(file.statusCode).toBe(404);
      expect(file.json().message).toBe(apiMessages.photoNotFound);
    }
    expect((await as(t.app, stranger).get(`/api/package/${OWNED}/photos`)).statusCode).toBe(404);
    expect((await as(t.app, unverifiedOwner).get(`/api/package/PH1000000000001/photos`)).statusCode).toBe(403);
    expect((await as(t.app).get(`/api/photos/${id}`)).statusCode).toBe(401);
    expect((await as(t.app).get(`/api/package/${OWNED}/photos`)).statusCode).toBe(401);
  });

  it('is taken by staff only', async () => {
    expect((await upload(OWNED, photo, {}, owner)).statusCode).toBe(403);
    const { payload, headers } = multipartFile(photo);
    expect((await as(t.app, undefined, { headers }).post(`/api/staff/parcels/${OWNED}/photos`, payload)).statusCode).toBe(401);
  });

  it('of an unknown parcel is a 404 that keeps no file', async () => {
    const before = storedFiles();
    const answer = await upload('ZZ0000000000000', photo);
    expect(answer.statusCode).toBe(404);
    expect(storedFiles()).toBe(before);
  });
});

describe('files that are not photos', () => {
  const trackCode = 'PH2000000000002';
  beforeAll(() => registerStaffParcel(t.app, staff, trackCode));

  it.each([
    ['text named photo.jpg', Buffer.from('just some text, not an image'), apiMessages.photoNotImage],
    ['an SVG pretending to be a JPEG', SVG_AS_JPEG, apiMessages.photoNotImage],
    ['a PNG bomb (100,000 × 100,000 px in a few hundred bytes)', pngBomb(), apiMessages.photoTooManyPixels],
    ['a JPEG whose header claims 20,000 px a side', jpegHead(20_000, 20_000), apiMessages.photoTooManyPixels],
    ['a file over 5 MB', Buffer.concat([pngImage(100, 100), Buffer.alloc(5 * 1024 * 1024)]), apiMessages.photoTooLarge],
    ['NUL bytes', Buffer.alloc(2048), apiMessages.photoNotImage],
  ])('%s: a Mongolian 400, nothing stored', async (_name, bytes, message) => {
    const answer = await upload(trackCode, bytes);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 400, message });
    expect((await as(t.app, staff).get(`/api/staff/parcels/${trackCode}`)).json().photos).toEqual([]);
  });

  it('a form without the photo field, or not a form at all: 400', async () => {
    expect((await upload(trackCode, pngImage(10, 10), { field: 'picture' })).json()).toEqual({
      code: 400,
      message: apiMessages.photoMissing,
    });
    const json = await as(t.app, staff).post(`/api/staff/parcels/${trackCode}/photos`, { photo: 'data:image/png;base64,AAAA' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(apiMessages.photoMissing);
  });

  it('none of them left a row or a file', async () => {
    expect(await countRows(t.db, 'parcel_photos')).toBe(1);
    expect(storedFiles()).toBe(1);
  });
});

describe('five photos a parcel', () => {
  it('a sixth is refused (409) and not kept, even when all six arrive at once', async () => {
    await registerStaffParcel(t.app, staff, 'PH3000000000003');
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => upload('PH3000000000003', pngImage(20 + i, 20))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(reasonMessages.PHOTO_LIMIT);
    expect((await as(t.app, staff).get('/api/staff/parcels/PH3000000000003')).json().photos).toHaveLength(5);
    expect(storedFiles()).toBe(6);
  });
});
