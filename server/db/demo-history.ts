import { ulaanbaatarDayRange, ulaanbaatarDay, type ParcelStatus, type PaymentMethod } from '@contract';
import type { Db } from './database';

/*
 * A few weeks of made-up but plausible business for the demo, so the owner's dashboard
 * has something to draw: parcels registered every day, taken in at Erenhot a day or two later, sent,
 * two to five days on the road, then handed over at the counter (cash, card, transfer) or delivered
 * to the door. Nothing happens today (the day's counter report starts empty), and none of it is the
 * demo customer's. The same every time: a fixed pseudo-random sequence.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** How many days back the history starts. */
export const DEMO_HISTORY_DAYS = 28;
/** The demo staff member who did all of it (no password opens the account). */
export const DEMO_STAFF_PHONE = '70009901';

/** A small linear congruential generator: the same sequence on every run and engine. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

interface Step {
  status: ParcelStatus;
  at: number;
}

export async function seedDemoHistory(db: Db, now: Date): Promise<void> {
  const random = sequence(26);
  const between = (low: number, high: number) => low + random() * (high - low);
  const created = new Date(now.getTime() - 60 * DAY_MS).toISOString();
  const { id: staffId } = await db
    .insertInto('users')
    .values({
      phone: DEMO_STAFF_PHONE,
      password_hash: 'demo-staff$no-password',
      first_name: 'Демо',
      last_name: 'Ажилтан',
      email: null,
      role: 'staff',
      state: 'ACTIVE',
      created_at: created,
      updated_at: created,
      phone_verified_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The history stops at the start of today in Ulaanbaatar: today's work is the app's own.
  const todayStart = Date.parse(ulaanbaatarDayRange(ulaanbaatarDay(now)).start);
  const methods: PaymentMethod[] = ['CASH', 'CASH', 'CARD', 'TRANSFER', 'ONLINE'];
  let serial = 0;
  for (let day = DEMO_HISTORY_DAYS; day >= 1; day -= 1) {
    const dayStart = todayStart - day * DAY_MS;
    const count = Math.round(between(6, 16));
    for (let index = 0; index < count; index += 1) {
      serial += 1;
      const registered = dayStart + between(9, 20) * HOUR_MS;
      const plan: Step[] = [{ status: 'REGISTERED', at: registered }];
      plan.push({ status: 'RECEIVED', at: plan.at(-1)!.at + between(14, 40) * HOUR_MS });
      plan.push({ status: 'SENT', at: plan.at(-1)!.at + between(6, 30) * HOUR_MS });
      plan.push({ status: 'DELIVERED', at: plan.at(-1)!.at + between(40, 110) * HOUR_MS });
      plan.push({ status: 'FINISHED', at: plan.at(-1)!.at + between(4, 200) * HOUR_MS });
      const steps = plan.filter((step) => step.at < todayStart);
      const last = steps.at(-1)!;
      const weight = Math.round(between(0.5, 8) * 10) / 10;
      const price = Math.round(weight * 3000);
      const phone = `8810${String(serial % 400).padStart(4, '0')}`;
      const { id } = await db
        .insertInto('parcels')
        .values({
          track_code: `DEMO${String(serial).padStart(8, '0')}`,
          phone,
          price,
          price_source: 'RULE',
          weight_kg: weight,
          shelf: last.status === 'DELIVERED' ? `${'ABC'[serial % 3]}-${String((serial % 12) + 1).padStart(2, '0')}` : null,
          status: last.status,
          state: 'ACTIVE',
          created_at: new Date(registered).toISOString(),
          updated_at: new Date(last.at).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('parcel_status_history')
        .values(
          steps.map((step) => ({ parcel_id: id, status: step.status, changed_by: staffId, changed_at: new Date(step.at).toISOString() })),
        )
        .execute();
      // Four in five finished parcels were collected at the counter; the rest went to the door.
      if (last.status !== 'FINISHED' || random() < 0.2) continue;
      const at = new Date(last.at).toISOString();
      const method = methods[serial % methods.length]!;
      // Paid with QPay a few hours before coming: the counter only hands it over (nothing due there).
      const online = method === 'ONLINE';
      if (online) {
        const paidAt = new Date(last.at - 3 * 3_600_000).toISOString();
        const payment = await db
          .insertInto('payments')
          .values({ phone, amount: price, status: 'PAID', created_at: paidAt, expires_at: paidAt, paid_at: paidAt })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db.insertInto('payment_parcels').values({ payment_id: payment.id, parcel_id: id, fee: price, paid_parcel_id: id }).execute();
        // The ledger's rows, as QPay's confirmation writes them.
        const row = { parcel_id: id, phone, amount: price, payment_id: payment.id, created_at: paidAt };
        await db
          .insertInto('ledger_charges')
          .values({ ...row, kind: 'TRANSPORT' })
          .execute();
        await db
          .insertInto('ledger_payments')
          .values({ ...row, method: 'QPAY', source: 'ONLINE' })
          .execute();
      }
      const { id: handoverId } = await db
        .insertInto('handovers')
        .values({
          phone,
          staff_id: staffId,
          method,
          total: online ? 0 : price,
          amount_received: online ? 0 : price,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('handover_parcels').values({ handover_id: handoverId, parcel_id: id, fee: price, weight_kg: weight }).execute();
      if (!online) {
        // The ledger's rows, as the counter writes them with the handover.
        const row = { parcel_id: id, phone, amount: price, handover_id: handoverId, staff_id: staffId, created_at: at };
        await db
          .insertInto('ledger_charges')
          .values({ ...row, kind: 'TRANSPORT' })
          .execute();
        await db
          .insertInto('ledger_payments')
          .values({ ...row, method, source: 'COUNTER' })
          .execute();
      }
    }
  }
}
