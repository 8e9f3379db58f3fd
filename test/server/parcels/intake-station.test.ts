import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findParcelRow } from '../../../server/modules/parcels/parcel-repository';
import { createTestAppWithStaff, type TestApp } from '../helpers/test-app';
import { as } from '../helpers/as-user';

let t: TestApp, staff: string;
beforeAll(async () => {
  ({ t, staff } = await createTestAppWithStaff('861000'));
});
afterAll(() => t.close());

const register = (body: object, headers: Record<string, string> = {}) => as(t.app, staff, { headers }).post('/api/staff/parcels', body);
const importCsv = (csv: string) => as(t.app, staff, { headers: { 'content-type': 'text/csv' } }).post('/api/staff/parcels/import', csv);

describe('a code scanned again at intake', () => {
  it('answers 409 TRACK_CODE_TAKEN with where the parcel is now, and when and by whom it was received', async () => {
    const first = await register({ trackCode: 'YT8610000001', phone: '99112233', status: 'RECEIVED' });
    expect(first.statusCode).toBe(201);
    const again = await register({ trackCode: 'yt8610000001', phone: '99112233' });
    expect(again.statusCode).toBe(409);
    const body = again.json();
    expect(body).toMatchObject({ code: 409, reason: 'TRACK_CODE_TAKEN', existing: { status: 'RECEIVED', by: expect.any(String) } });
    expect(body.existing.by.length).toBeGreaterThan(0);
    expect(Date.parse(body.existing.at)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('CSV import with status and shelf', () => {
  it('starts new parcels in the file’s status, on its shelf; empty cells keep the defaults', async () => {
    const answer = await importCsv(
      'trackCode,phone,price,status,shelf\nYT8610000101,99112233,5000,received,b-12\nYT8610000102,99112233,6000,,\n',
    );
    expect(answer.json()).toEqual({ created: 2, updated: 0, errors: [] });
    const first = await findParcelRow(t.db, 'YT8610000101');
    const second = await findParcelRow(t.db, 'YT8610000102');
    expect([first?.status, first?.shelf]).toEqual(['RECEIVED', 'B-12']);
    expect([second?.status, second?.shelf]).toEqual(['REGISTERED', null]);
  });

  it('refuses a status a new parcel cannot start in, or a bad shelf, on its line, and imports the rest', async () => {
    const answer = await importCsv(
      'trackCode,phone,price,status,shelf\nYT8610000201,99112233,5000,FINISHED,\nYT8610000202,99112233,5000,,B 12!\nYT8610000203,99112233,5000,SENT,A-1\n',
    );
    const body = answer.json();
    expect(body.created).toBe(1);
    expect(body.errors.map((error: { line: number }) => error.line)).toEqual([2, 3]);
    expect(body.errors[0].message).toContain('Төлөв');
    expect(body.errors[1].message).toContain('Тавиур');
    expect(await findParcelRow(t.db, 'YT8610000201')).toBeUndefined();
    expect((await findParcelRow(t.db, 'YT8610000203'))?.status).toBe('SENT');
  });

  it('reads the scale’s columns beside them, the fee by the rule', async () => {
    const answer = await importCsv('trackCode,phone,price,weightKg,shelf\nYT8610000301,99112233,,2,C-3\n');
    expect(answer.json()).toEqual({ created: 1, updated: 0, errors: [] });
    const row = await findParcelRow(t.db, 'YT8610000301');
    expect(row).toMatchObject({ shelf: 'C-3', price_source: 'RULE' });
    expect(row?.price).toBeGreaterThan(0);
  });
});
