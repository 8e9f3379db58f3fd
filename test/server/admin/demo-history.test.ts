import { ulaanbaatarDay } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HISTORY_DAYS } from '../../../server/db/demo-history';
import { DEMO_CUSTOMER, seedDemoData } from '../../../server/db/seed';
import { loadDashboard } from '../../../server/modules/admin/dashboard-queries';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { TEST_SCRYPT } from '../helpers/test-app';

/* The demo's few weeks of business (what the server's start seeds): enough for every chart, nothing today, not the demo customer's. */

let t: TestDatabase;
const now = new Date('2026-11-26T03:00:00.000Z');

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemoData(t.db, TEST_SCRYPT, now, { history: true });
});
afterAll(() => t.drop());

describe('the demo history', () => {
  it('gives every figure and chart of the last weeks something to draw, and leaves today and the demo customer alone', async () => {
    const today = ulaanbaatarDay(now);
    const from = ulaanbaatarDay(new Date(now.getTime() - DEMO_HISTORY_DAYS * 86_400_000));
    const dashboard = await loadDashboard(t.db, { from, to: today }, now);
    expect(dashboard.registered).toBeGreaterThan(150);
    expect(
      Math.min(dashboard.received, dashboard.sent, dashboard.arrived, dashboard.handedOver, dashboard.deliveredToDoor),
    ).toBeGreaterThan(5);
    expect(Object.values(dashboard.collected).every((total) => total > 0)).toBe(true);
    expect(dashboard.transit.length).toBeGreaterThanOrEqual(3);
    expect(dashboard.waiting['0-3'] + dashboard.waiting['4-7']).toBeGreaterThan(0);
    const todays = dashboard.perDay.at(-1)!;
    // Today holds only the older demo's parcel registered "just now" (JT3011223344556).
    expect([todays.registered, todays.handedOver]).toEqual([1, 0]);
    const customers = await t.db.selectFrom('parcels').select('track_code').where('phone', '=', DEMO_CUSTOMER.phone).execute();
    expect(customers).toHaveLength(6);
  });
});
