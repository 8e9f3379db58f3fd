import { STATUS_FLOW, type ParcelStatus } from '@contract';
import { hashPassword, OWASP_SCRYPT_PARAMS, type ScryptParams } from '../lib/password';
import type { Db } from './database';
import { seedDemoHistory } from './demo-history';

export const DEMO_CUSTOMER = { phone: '99112233', password: 'demo1234' } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoParcel {
  trackCode: string;
  phone: string;
  price: number | null;
  status: ParcelStatus;
  /** Days since the parcel was registered; each later status came a day or two after. */
  ageDays: number;
}

const demoParcels: DemoParcel[] = [
  { trackCode: 'YT7512345678901', phone: DEMO_CUSTOMER.phone, price: null, status: 'REGISTERED', ageDays: 1 },
  { trackCode: 'SF1456789012345', phone: DEMO_CUSTOMER.phone, price: 12_300, status: 'RECEIVED', ageDays: 4 },
  { trackCode: 'JT3098765432101', phone: DEMO_CUSTOMER.phone, price: 24_000, status: 'SENT', ageDays: 7 },
  { trackCode: '773245678901234', phone: DEMO_CUSTOMER.phone, price: 8_500, status: 'DELIVERED', ageDays: 10 },
  { trackCode: 'YT7598765432109', phone: DEMO_CUSTOMER.phone, price: 15_600, status: 'BROKEN', ageDays: 12 },
  { trackCode: 'JD0123456789012', phone: DEMO_CUSTOMER.phone, price: 6_700, status: 'FINISHED', ageDays: 21 },
  { trackCode: 'SF1400112233445', phone: '88001122', price: 9_000, status: 'SENT', ageDays: 5 },
  { trackCode: 'YT7500998877665', phone: '88001122', price: 3_000, status: 'FINISHED', ageDays: 30 },
  { trackCode: '75123456789012', phone: '95123456', price: 18_400, status: 'RECEIVED', ageDays: 3 },
  { trackCode: 'JT3011223344556', phone: '80112233', price: null, status: 'REGISTERED', ageDays: 0 },
];

/** The statuses a parcel passed through to reach `status`, in order. */
function pathTo(status: ParcelStatus): ParcelStatus[] {
  if (status === 'BROKEN') return ['REGISTERED', 'RECEIVED', 'BROKEN'];
  return STATUS_FLOW.slice(0, STATUS_FLOW.indexOf(status) + 1);
}

/**
 * Fills an empty database with the demo organisation, warehouses, prices, customer and parcels.
 * Does nothing when an organisation exists, so every start may call it. Returns whether it seeded.
 * `history` adds a few weeks of business for the owner's dashboard (demo-history.ts): the server's
 * start asks for it; tests, which count the demo's parcels, do not.
 */
export async function seedDemoData(
  db: Db,
  scryptParams: ScryptParams = OWASP_SCRYPT_PARAMS,
  now = new Date(),
  { history = false } = {},
): Promise<boolean> {
  const existing = await db.selectFrom('organizations').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password, scryptParams);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  const created = at(60);

  await db.transaction().execute(async (trx) => {
    // No explicit id: PostgreSQL's identity would not learn of it. A fresh table hands out 1.
    const organization = await trx
      .insertInto('organizations')
      .values({ name: 'Ачаа Карго', created_at: created, contact_phones: '77001234,99001234', chat_url: 'https://m.me/achaacargo' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Where customers collect in Ulaanbaatar (the about page, the footer and the pickup card show it).
    await trx
      .insertInto('pickup_points')
      .values({
        organization_id: organization.id,
        position: 0,
        name: 'Улаанбаатар – төв салбар',
        address: 'Сүхбаатар дүүрэг, 1-р хороо, Энхтайваны өргөн чөлөө 15, 1 давхар',
        hours: 'Даваа–Баасан 10:00–19:00, Бямба 11:00–16:00',
        map_url: null,
      })
      .execute();
    const warehouses = await trx
      .insertInto('warehouses')
      .values([
        {
          organization_id: organization.id,
          name: 'Эрээн – Хуаньюй агуулах',
          address: 'Эрээн хот, Хуаньюй худалдааны төв, хойд хаалга, 5-р агуулах',
          phone: '77112233',
          state: 'ACTIVE',
          created_at: created,
          updated_at: created,
        },
        {
          organization_id: organization.id,
          name: 'Эрээн – Олон улсын логистикийн парк',
          address: 'Эрээн хот, Цяньжинь зам, Олон улсын логистикийн парк, B бүс 12',
          phone: '77114455',
          state: 'ACTIVE',
          created_at: created,
          updated_at: created,
        },
      ])
      .returning('id')
      .execute();
    const [first, second] = warehouses.map((warehouse) => warehouse.id);
    await trx
      .insertInto('cargo_addresses')
      .values([
        {
          warehouse_id: first!,
          consignee: '阿恰货运 {phone}',
          phone: '15848909331',
          region: '内蒙古自治区 锡林郭勒盟 二连浩特市',
          address: '二连浩特市 环宇商贸城 北门 5号库 阿恰货运',
          zipcode: '011100',
          updated_at: created,
        },
        {
          warehouse_id: second!,
          consignee: '阿恰二号库 {phone}',
          phone: '13347090516',
          region: '内蒙古自治区 锡林郭勒盟 二连浩特市',
          address: '二连浩特市 前进路 国际物流园 B区 12号',
          zipcode: null,
          updated_at: created,
        },
      ])
      .execute();
    await trx
      .insertInto('prices')
      .values({ organization_id: organization.id, kg: 3000, m3: 599, rate: 480, updated_at: created })
      .execute();
    await trx
      .insertInto('users')
      .values({
        phone: DEMO_CUSTOMER.phone,
        password_hash: passwordHash,
        first_name: 'Бат',
        last_name: 'Дорж',
        email: 'demo@achaa.mn',
        role: 'customer',
        state: 'ACTIVE',
        created_at: created,
        updated_at: created,
        // The demo customer stands for an account from before phone verification: verified.
        phone_verified_at: created,
      })
      .execute();

    for (const parcel of demoParcels) {
      const steps = pathTo(parcel.status);
      const stepTimes = steps.map((_, index) => at(Math.max(0, parcel.ageDays - index * 1.5)));
      const { id } = await trx
        .insertInto('parcels')
        .values({
          track_code: parcel.trackCode,
          phone: parcel.phone,
          price: parcel.price,
          price_source: parcel.price === null ? null : 'MANUAL',
          // The arrived parcel lies on a shelf, as the counter shows it.
          shelf: parcel.status === 'DELIVERED' ? 'A-01' : null,
          status: parcel.status,
          state: 'ACTIVE',
          created_at: stepTimes[0]!,
          updated_at: stepTimes[stepTimes.length - 1]!,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('parcel_status_history')
        .values(steps.map((status, index) => ({ parcel_id: id, status, changed_by: null, changed_at: stepTimes[index]! })))
        .execute();
    }
    if (history) await seedDemoHistory(trx, now);
  });
  return true;
}
