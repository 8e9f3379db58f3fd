import { as } from '../helpers/as-user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReceiptWorker, type ReceiptWorker } from '../../../server/modules/ebarimt/receipt-worker';
import { createPaymentSetup } from '../payments/payment-setup';

/*
 * The e-barimt outbox against PosAPI down, slow, hanging, refusing, and two instances, on SQLite
 * and (with DATABASE_URL) PostgreSQL: every handover's receipt is issued exactly once, and an undo
 * returns it whatever the timing.
 */

let s: Awaited<ReturnType<typeof createPaymentSetup>>;
beforeAll(async () => {
  s = await createPaymentSetup('8635');
});
afterAll(() => s.close());

const receipts = () => s.t.db.selectFrom('ebarimt_receipts').selectAll().orderBy('id').execute();
const receiptOfHandover = (id: number) =>
  s.t.db.selectFrom('ebarimt_receipts').selectAll().where('source', '=', 'HANDOVER').where('source_id', '=', id).executeTakeFirstOrThrow();

/** A worker of this app's database with its own pause (the app's own waits 30 s after a failure). */
function worker(options: { retryBaseMs?: number; leaseMs?: number } = {}): ReceiptWorker {
  const { posapi, taxLookup, shownReceipts } = s.t.app.ctx.ebarimt;
  return createReceiptWorker({ db: s.t.db, posapi: posapi!, taxLookup, shownReceipts, log: s.t.app.log, retryBaseMs: 60_000, ...options });
}

/** Every waiting row due now: the test does not wait out the pauses the failed tries left. */
const makeDue = () => s.t.db.updateTable('ebarimt_receipts').set({ next_attempt_at: new Date().toISOString() }).execute();

/** Runs the worker until nothing is due (each failure pushes its row back by the pause, so this ends). */
async function drain(w: ReceiptWorker): Promise<void> {
  await makeDue();
  while ((await w.runOnce()) > 0);
}

async function handOver(codes: string[], amount: number, extra: Record<string, unknown> = {}) {
  const answer = await s.call('POST', '/api/staff/handovers', s.staff, {
    trackCodes: codes,
    method: 'CASH',
    amountReceived: amount,
    ...extra,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: number; ebarimt?: { id: string | null; status: string; message?: string; lottery?: string } };
}

/** Every receipt in the fake, by billIdSuffix: none issued twice. */
function expectNoBillTwice() {
  const suffixes = s.posapi.receipts.map((receipt) => receipt.body.billIdSuffix as string);
  expect(new Set(suffixes).size).toBe(suffixes.length);
}

describe('the outbox', () => {
  it('PosAPI answering 500: the handover stands PENDING, retried with a growing pause, issued once when PosAPI is back', async () => {
    const customer = await s.customerWithParcels([7000]);
    s.posapi.failNext(3);
    const handover = await handOver(customer.codes, 7000);
    expect(handover.ebarimt).toEqual({ id: null, status: 'PENDING' });
    const w = worker({ retryBaseMs: 1000 });
    const pauses: number[] = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      // Due now (the test does not wait out the pause), then one more failure.
      await s.t.db
        .updateTable('ebarimt_receipts')
        .set({ next_attempt_at: new Date().toISOString() })
        .where('source_id', '=', handover.id)
        .execute();
      const before = Date.now();
      expect(await w.runOnce()).toBe(1);
      const row = await receiptOfHandover(handover.id);
      expect(row.status).toBe('PENDING');
      pauses.push(Date.parse(new Date(row.next_attempt_at).toISOString()) - before);
    }
    // The route's try and two more: 1 s after the second, 2 s after the third.
    expect(pauses[0]).toBeGreaterThanOrEqual(1500);
    expect(pauses[1]).toBeGreaterThan(pauses[0]! + 1000);
    expect(await w.runOnce()).toBe(0);
    await s.t.db
      .updateTable('ebarimt_receipts')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('source_id', '=', handover.id)
      .execute();
    const issuedBefore = s.posapi.receipts.length;
    expect(await w.runOnce()).toBe(1);
    expect(s.posapi.receipts.length - issuedBefore).toBe(1);
    const shown = (await s.call('GET', `/api/staff/handovers/${handover.id}`, s.staff)).json();
    expect(shown.ebarimt).toMatchObject({ status: 'ISSUED', id: s.posapi.receipts.at(-1)!.id, lottery: expect.any(String) });
    expect((await receiptOfHandover(handover.id)).attempts).toBe(4);
  });

  it('50 handovers while PosAPI is down, then up: 50 receipts, each issued once', async () => {
    const customer = await s.customerWithParcels(Array.from({ length: 50 }, (_, index) => 1000 + index * 10));
    const issuedBefore = s.posapi.receipts.length;
    s.posapi.down(true);
    const ids: number[] = [];
    for (const [index, code] of customer.codes.entries()) ids.push((await handOver([code], 1000 + index * 10)).id);
    const w = worker({ retryBaseMs: 60_000 });
    await drain(w);
    const ours = async () => (await receipts()).filter((row) => row.source === 'HANDOVER' && ids.includes(row.source_id));
    expect((await ours()).map((row) => row.status)).toEqual(ids.map(() => 'PENDING'));
    s.posapi.down(false);
    await drain(w);
    const issued = s.posapi.receipts.slice(issuedBefore);
    expect(issued).toHaveLength(50);
    expect(issued.map((receipt) => receipt.body.totalAmount).sort()).toEqual(customer.codes.map((_, index) => 1000 + index * 10).sort());
    const rows = await ours();
    expect(rows.every((row) => row.status === 'ISSUED' && row.receipt_id !== null)).toBe(true);
    expect(new Set(rows.map((row) => row.receipt_id)).size).toBe(50);
    expectNoBillTwice();
  }, 60_000);

  it('a lost answer (PosAPI issued it, the answer never came): the next claim re-sends the same billIdSuffix, PosAPI refuses it, one receipt', async () => {
    const customer = await s.customerWithParcels([5500]);
    s.posapi.hang(true);
    const issuedBefore = s.posapi.receipts.length;
    // The client gives up after its 2 s timeout; the route stops waiting after its own 5 s at most.
    const handover = await handOver(customer.codes, 5500);
    expect(handover.ebarimt?.status).toBe('PENDING');
    s.posapi.hang(false);
    expect(s.posapi.receipts.length - issuedBefore).toBe(1);
    const row = await receiptOfHandover(handover.id);
    expect(row).toMatchObject({ status: 'PENDING', sent: 1 });
    await drain(worker());
    expect(s.posapi.receipts.length - issuedBefore).toBe(1);
    expect(await receiptOfHandover(handover.id)).toMatchObject({ status: 'ISSUED', message: expect.stringContaining('PosAPI') });
    expectNoBillTwice();
  }, 30_000);

  it('an undo while the receipt is being issued (PosAPI slow): issued, then returned once it is', async () => {
    const customer = await s.customerWithParcels([4400]);
    s.posapi.delayMs = 800;
    try {
      const issuing = handOver(customer.codes, 4400);
      // The undo lands while the POST is at PosAPI.
      let handoverId: number | undefined;
      while (handoverId === undefined) {
        const row = await s.t.db
          .selectFrom('ebarimt_receipts')
          .select(['source_id', 'sent'])
          .where('phone', '=', customer.phone)
          .executeTakeFirst();
        if (row?.sent === 1) handoverId = row.source_id;
        else await new Promise((resolve) => setImmediate(resolve));
      }
      const undo = await s.call('POST', `/api/staff/handovers/${handoverId}/undo`, s.staff);
      expect(undo.statusCode, undo.body).toBe(200);
      await issuing;
      s.posapi.delayMs = 0;
      await drain(worker());
      const row = await receiptOfHandover(handoverId);
      expect(row).toMatchObject({ status: 'RETURNED', return_wanted: 1 });
      expect(s.posapi.receipts.find((receipt) => receipt.id === row.receipt_id)!.returned).toBe(true);
      expect((await s.call('GET', `/api/staff/handovers/${handoverId}`, s.staff)).json().ebarimt).toMatchObject({ status: 'RETURNED' });
    } finally {
      s.posapi.delayMs = 0;
    }
  });

  it('an undo before PosAPI ever saw the receipt drops it: nothing is issued, nothing to return', async () => {
    const customer = await s.customerWithParcels([3300]);
    s.posapi.down(true);
    const handover = await handOver(customer.codes, 3300);
    // As if the route's one try had not reached PosAPI at all (a dropped connection may have): never sent, so droppable.
    const row = await receiptOfHandover(handover.id);
    expect(row.status).toBe('PENDING');
    await s.t.db.updateTable('ebarimt_receipts').set({ sent: 0 }).where('id', '=', row.id).execute();
    expect((await s.call('POST', `/api/staff/handovers/${handover.id}/undo`, s.staff)).statusCode).toBe(200);
    expect(await s.t.db.selectFrom('ebarimt_receipts').select('id').where('id', '=', row.id).executeTakeFirst()).toBeUndefined();
    s.posapi.down(false);
  });

  it('a return PosAPI refuses is RETURN_FAILED with its words, shown to the owner; "Дахин оролдох" returns it', async () => {
    const customer = await s.customerWithParcels([6600]);
    const handover = await handOver(customer.codes, 6600);
    expect(handover.ebarimt?.status).toBe('ISSUED');
    s.posapi.refuseNext(1, 'Баримтыг буцаах хугацаа дууссан');
    const undone = (await s.call('POST', `/api/staff/handovers/${handover.id}/undo`, s.staff)).json();
    expect(undone.ebarimt).toEqual({ id: expect.any(String), status: 'RETURN_FAILED', message: 'Баримтыг буцаах хугацаа дууссан' });
    const panel = (await s.call('GET', '/api/admin/ebarimt', s.admin)).json();
    const problem = panel.problems.find(
      (entry: { sourceId: number; source: string }) => entry.source === 'HANDOVER' && entry.sourceId === handover.id,
    );
    expect(problem).toMatchObject({ status: 'RETURN_FAILED', message: 'Баримтыг буцаах хугацаа дууссан', amount: 6600 });
    expect((await s.call('POST', `/api/admin/ebarimt/${problem.id}/retry`, s.staff)).statusCode).toBe(403);
    const retried = await s.call('POST', `/api/admin/ebarimt/${problem.id}/retry`, s.admin);
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await receiptOfHandover(handover.id)).status).toBe('RETURNED');
    expect((await s.call('POST', `/api/admin/ebarimt/${problem.id}/retry`, s.admin)).statusCode).toBe(409);
    const audit = await s.t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'ebarimt.retry')
      .where('object', '=', `handover:${handover.id}`)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('two instances draining one outbox at once: every row issued once', async () => {
    const customer = await s.customerWithParcels(Array.from({ length: 20 }, () => 2000));
    s.posapi.down(true);
    const ids: number[] = [];
    for (const code of customer.codes) ids.push((await handOver([code], 2000)).id);
    s.posapi.down(false);
    const postsBefore = s.posapi.posts;
    const issuedBefore = s.posapi.receipts.length;
    const other = await s.anotherInstance();
    const workers = [s.t.app.ctx.ebarimt.worker!, other.ctx.ebarimt.worker!, worker(), worker()];
    await makeDue();
    await Promise.all(
      workers.map(async (w) => {
        while ((await w.runOnce()) > 0);
      }),
    );
    expect(s.posapi.receipts.length - issuedBefore).toBe(20);
    expect(s.posapi.posts - postsBefore).toBe(20);
    const rows = (await receipts()).filter((row) => row.source === 'HANDOVER' && ids.includes(row.source_id));
    expect(rows.every((row) => row.status === 'ISSUED' && row.attempts === 2)).toBe(true);
  });
});

describe('one source of the amount: the receipt lists the ledger rows of the money it is for', () => {
  /** The ledger's payment rows of one event, as the receipt should list them. */
  const ledgerPaid = async (column: 'handover_id' | 'payment_id' | 'delivery_id', id: number) => {
    const rows = await s.t.db.selectFrom('ledger_payments').select('amount').where(column, '=', id).execute();
    return rows.reduce((sum, row) => sum + row.amount, 0);
  };
  const linesOf = (row: { lines: string }) => JSON.parse(row.lines) as Array<{ trackCode: string; amount: number }>;

  it('a handover: the receipt amount and lines are what the ledger recorded as paid at the counter', async () => {
    const customer = await s.customerWithParcels([4000, 6500]);
    const handover = await handOver(customer.codes, 20000);
    const row = await receiptOfHandover(handover.id);
    expect(row.amount).toBe(10500);
    expect(row.amount).toBe(await ledgerPaid('handover_id', handover.id));
    expect(linesOf(row)).toEqual([
      { trackCode: customer.codes[0], amount: 4000 },
      { trackCode: customer.codes[1], amount: 6500 },
    ]);
  });

  it('a door delivery collected by the courier: its receipt (source DELIVERY) lists each parcel and the delivery fee', async () => {
    const put = await as(s.t.app, s.staff).put('/api/staff/prices', { kg: 3000, m3: 599, rate: 482.5, deliveryFee: 3000 });
    expect(put.statusCode, put.body).toBe(200);
    const customer = await s.customerWithParcels([5000]);
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
    const request = await s.call('POST', '/api/delivery', customer.cookie, { trackCodes: customer.codes, addressId: address.json().id });
    expect(request.statusCode, request.body).toBe(201);
    const { id, totalDue } = request.json<{ id: number; totalDue: number }>();
    expect(totalDue).toBe(8000);
    const move = (body: object) => as(s.t.app, s.staff).patch(`/api/staff/delivery/${id}`, body);
    expect((await move({ state: 'OUT_FOR_DELIVERY' })).statusCode).toBe(200);
    const done = await move({ state: 'DONE', collected: { method: 'CARD', amount: totalDue } });
    expect(done.statusCode, done.body).toBe(200);
    const row = await s.t.db
      .selectFrom('ebarimt_receipts')
      .selectAll()
      .where('source', '=', 'DELIVERY')
      .where('source_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ amount: 8000, phone: customer.phone, status: 'PENDING' });
    expect(row.amount).toBe(await ledgerPaid('delivery_id', id));
    expect(linesOf(row)).toEqual([
      { trackCode: customer.codes[0], amount: 5000 },
      { trackCode: 'DELIVERY', amount: 3000 },
    ]);
    await drain(worker());
    expect((await s.t.db.selectFrom('ebarimt_receipts').select('status').where('id', '=', row.id).executeTakeFirstOrThrow()).status).toBe(
      'ISSUED',
    );
  });
});
