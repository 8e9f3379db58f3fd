import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createPaymentSetup } from '../payments/payment-setup';
import { as } from '../helpers/as-user';

/*
 * The money race: 50 requests at once for the same parcels — cash handovers, the customer's
 * invoices, the counter's invoices and door-delivery requests — on SQLite and (DATABASE_URL)
 * PostgreSQL. One of them takes the parcels; the winner is then paid; each parcel is charged once
 * and paid once, and the customer's payments equal their charges.
 */

const PARALLEL = 50;
let s: Awaited<ReturnType<typeof createPaymentSetup>>;
beforeAll(async () => {
  s = await createPaymentSetup('8645');
});
afterAll(() => s.close());

type Kind = 'handover' | 'invoice' | 'counterInvoice' | 'delivery';

/** Ten invoices of each kind (the customer may open ten in ten minutes), the rest handovers and delivery requests. */
const kindAt = (index: number): Kind => {
  if (index % 5 === 0) return 'invoice';
  if (index % 5 === 1) return 'counterInvoice';
  return index % 5 === 2 || index % 5 === 4 ? 'handover' : 'delivery';
};

async function addressOf(customer: { phone: string; cookie: string }): Promise<number> {
  const address = await s.call('POST', '/api/address', customer.cookie, {
    type: 'HOME',
    firstName: 'Бат',
    lastName: 'Дорж',
    phone: customer.phone,
    city: 'Улаанбаатар',
    district: 'Сүхбаатар',
    subdistrict: '1-р хороо',
  });
  expect(address.statusCode, address.body).toBe(201);
  return address.json<{ id: number }>().id;
}

/** The ledger of one customer: rows per parcel and kind, and the sums. */
async function ledgerOf(phone: string) {
  const charges = await s.t.db.selectFrom('ledger_charges').selectAll().where('phone', '=', phone).execute();
  const payments = await s.t.db.selectFrom('ledger_payments').selectAll().where('phone', '=', phone).execute();
  const sum = (rows: Array<{ amount: number }>) => rows.reduce((total, row) => total + row.amount, 0);
  return { charges, payments, charged: sum(charges), paid: sum(payments) };
}

/** Pays what the winner left due: the invoice through QPay, the delivery at the door; a handover took its cash already. */
async function payTheWinner(kind: Kind, answer: LightMyRequestResponse, codes: string[]) {
  if (kind === 'invoice' || kind === 'counterInvoice') {
    const { id } = answer.json<{ id: number }>();
    s.qpay.pay(id);
    expect((await as(s.t.app).get(`/api/payments/qpay/callback?payment=${id}`)).statusCode).toBe(200);
    // Paid online, the parcels are then handed over at the counter with nothing to take.
    const handover = await s.call('POST', '/api/staff/handovers', s.staff, { trackCodes: codes, method: 'ONLINE', amountReceived: 0 });
    expect(handover.statusCode, handover.body).toBe(201);
  }
  if (kind === 'delivery') {
    const { id, totalDue } = answer.json<{ id: number; totalDue: number }>();
    const move = (body: object) => as(s.t.app, s.staff).patch(`/api/staff/delivery/${id}`, body);
    expect((await move({ state: 'OUT_FOR_DELIVERY' })).statusCode).toBe(200);
    const done = await move({ state: 'DONE', collected: { method: 'CASH', amount: totalDue } });
    expect(done.statusCode, done.body).toBe(200);
  }
}

describe('handover against invoice against delivery request', () => {
  it.each([0, 1, 2, 3])(
    `round %i: ${PARALLEL} requests at once for two parcels: one wins, each parcel charged and paid once, the ledger balances`,
    async (round) => {
      const customer = await s.customerWithParcels([7000, 4500]);
      const addressId = await addressOf(customer);
      const send = (kind: Kind) => {
        if (kind === 'handover')
          return s.call('POST', '/api/staff/handovers', s.staff, { trackCodes: customer.codes, method: 'CASH', amountReceived: 20000 });
        if (kind === 'invoice') return s.call('POST', '/api/payments', customer.cookie, { trackCodes: customer.codes });
        if (kind === 'counterInvoice')
          return s.call('POST', '/api/staff/payments', s.staff, { phone: customer.phone, trackCodes: customer.codes });
        return s.call('POST', '/api/delivery', customer.cookie, { trackCodes: customer.codes, addressId });
      };
      // Each round puts another kind first (on SQLite the first one in usually wins).
      const kinds = Array.from({ length: PARALLEL }, (_, index) => kindAt(index + round));
      const answers = await Promise.all(kinds.map(send));
      const statuses = answers.map((answer) => answer.statusCode);
      // One winner; every other request is refused with a reason, never a 500.
      expect(
        statuses.filter((code) => code === 201),
        JSON.stringify(statuses),
      ).toHaveLength(1);
      const refused = answers.filter((answer) => answer.statusCode !== 201);
      expect(refused.every((answer) => answer.statusCode === 409)).toBe(true);
      for (const answer of refused) {
        expect(['HANDED_OVER', 'IN_DELIVERY', 'PAYMENT_PENDING', 'CHANGED_MEANWHILE'], answer.body).toContain(
          answer.json<{ reason?: string }>().reason,
        );
      }
      const winner = statuses.indexOf(201);
      await payTheWinner(kinds[winner]!, answers[winner]!, customer.codes);

      const ledger = await ledgerOf(customer.phone);
      const parcelIds = await s.t.db.selectFrom('parcels').select(['id', 'status']).where('track_code', 'in', customer.codes).execute();
      expect(parcelIds.every((parcel) => parcel.status === 'FINISHED')).toBe(true);
      for (const parcel of parcelIds) {
        expect(ledger.charges.filter((row) => row.parcel_id === parcel.id && row.kind === 'TRANSPORT')).toHaveLength(1);
        expect(ledger.payments.filter((row) => row.parcel_id === parcel.id)).toHaveLength(1);
      }
      expect(ledger.charges.filter((row) => row.parcel_id !== null).reduce((sum, row) => sum + row.amount, 0)).toBe(11500);
      expect(ledger.paid).toBe(ledger.charged);
    },
  );
});
