import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../../../server/lib/metrics';
import { expectApiError } from '../helpers/api-error';
import { as } from '../helpers/as-user';
import { createPaymentSetup } from '../payments/payment-setup';

/*
 * The right taxpayer and the owner's view: the company look-up through the tax authority's public
 * API (a fake on 127.0.0.1: found, unknown, down, slow), the consumer number and company saved in
 * the profile and used on receipts, the printed receipt's seller and VAT, the owner's panel and
 * the metrics.
 */

let s: Awaited<ReturnType<typeof createPaymentSetup>>;
beforeAll(async () => {
  s = await createPaymentSetup('8645');
});
afterAll(() => s.close());

const put = (url: string, cookie: string, body: unknown) => as(s.t.app, cookie).request('PUT', url, body);
const lookup = (regNo: string, cookie = s.staff) => s.call('GET', `/api/ebarimt/company?regNo=${encodeURIComponent(regNo)}`, cookie);

describe('GET /api/ebarimt/company', () => {
  it('a register number becomes the TIN through getTinInfo, a TIN is checked through getInfo', async () => {
    const byRegister = await lookup('5317878');
    expect(byRegister.statusCode, byRegister.body).toBe(200);
    expect(byRegister.json()).toEqual({ tin: '37000012345', name: 'Ачаа Тэст ХХК', vatPayer: true });
    expect(s.taxApi.requests).toContain('/api/info/check/getTinInfo?regNo=5317878');
    expect((await lookup('37000012345')).json()).toEqual({ tin: '37000012345', name: 'Ачаа Тэст ХХК', vatPayer: true });
  });

  it('unknown: 404 COMPANY_NOT_FOUND; down or slow: a Mongolian 503; bad input 400; signed out 401', async () => {
    const unknown = await lookup('1111111');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ reason: 'COMPANY_NOT_FOUND', message: 'Ийм дугаартай байгууллага олдсонгүй' });
    expect((await lookup('11111111111')).json()).toMatchObject({ reason: 'COMPANY_NOT_FOUND' });
    s.taxApi.failNext(1, 503);
    const down = await lookup('5317878');
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toMatch(/Татварын албаны лавлах/);
    s.taxApi.delayMs = 2_500;
    try {
      expect((await lookup('5317878')).statusCode).toBe(503);
    } finally {
      s.taxApi.delayMs = 0;
    }
    for (const bad of ['abc', '12345678', '']) expectApiError(await lookup(bad), 400);
    expect((await as(s.t.app).get('/api/ebarimt/company?regNo=5317878')).statusCode).toBe(401);
  });

  it('20 look-ups a minute a user, then 429', async () => {
    const customer = await s.customerWithParcels([]);
    const answers = [];
    for (let index = 0; index < 21; index++) answers.push((await lookup('37000012345', customer.cookie)).statusCode);
    expect(answers.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

describe('the profile and the receipts', () => {
  async function profile(cookie: string) {
    return (await s.call('GET', '/api/auth/me', cookie)).json() as {
      id: number;
      firstName: string;
      lastName: string;
      phone: string;
      email: string | null;
    };
  }

  it('a consumer number (8 digits) is saved and answered; receipts then carry it; a company receipt carries the TIN instead', async () => {
    const customer = await s.customerWithParcels([5000, 6000]);
    const me = await profile(customer.cookie);
    const base = {
      firstName: me.firstName || 'Бат',
      lastName: me.lastName || 'Дорж',
      phone: me.phone,
      ...(me.email ? { email: me.email } : {}),
    };
    expectApiError(await put(`/api/auth/user/${me.id}`, customer.cookie, { ...base, ebarimtConsumerNo: '1234' }), 400);
    const saved = await put(`/api/auth/user/${me.id}`, customer.cookie, {
      ...base,
      ebarimtConsumerNo: '87654321',
      company: { regNo: '5317878', name: 'Ачаа Тэст ХХК' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ebarimtConsumerNo: '87654321', company: { regNo: '5317878', name: 'Ачаа Тэст ХХК' } });
    // Left out keeps them.
    expect((await put(`/api/auth/user/${me.id}`, customer.cookie, base)).json()).toMatchObject({ ebarimtConsumerNo: '87654321' });

    const [first, second] = customer.codes as [string, string];
    const person = await s.call('POST', '/api/staff/handovers', s.staff, { trackCodes: [first], method: 'CASH', amountReceived: 5000 });
    expect(person.json().ebarimt).toMatchObject({ status: 'ISSUED' });
    expect(s.posapi.receipts.at(-1)!.body).toMatchObject({ type: 'B2C_RECEIPT', consumerNo: '87654321' });
    const company = await s.call('POST', '/api/staff/handovers', s.staff, {
      trackCodes: [second],
      method: 'CARD',
      amountReceived: 6000,
      customerTin: '5317878',
    });
    expect(company.json().ebarimt).toMatchObject({ status: 'ISSUED' });
    const body = s.posapi.receipts.at(-1)!.body;
    expect(body).toMatchObject({ type: 'B2B_RECEIPT', customerTin: '37000012345' });
    expect(body.consumerNo).toBeUndefined();
    // null removes them.
    const cleared = await put(`/api/auth/user/${me.id}`, customer.cookie, { ...base, ebarimtConsumerNo: null, company: null });
    expect(cleared.json()).toMatchObject({ ebarimtConsumerNo: null, company: null });
  });

  it('an unknown register number: the receipt is FAILED with why, the money stands', async () => {
    const customer = await s.customerWithParcels([4000]);
    const answer = await s.call('POST', '/api/staff/handovers', s.staff, {
      trackCodes: customer.codes,
      method: 'CASH',
      amountReceived: 4000,
      customerTin: '1111111',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().ebarimt).toEqual({ id: null, status: 'FAILED', message: 'Байгууллагын регистрээр ТТД олдсонгүй' });
  });

  it('the printed receipt: the seller (name, TIN, address, phone) and the VAT in the total', async () => {
    const customer = await s.customerWithParcels([11_000]);
    const handover = (
      await s.call('POST', '/api/staff/handovers', s.staff, { trackCodes: customer.codes, method: 'CASH', amountReceived: 11_000 })
    ).json();
    const printed = (await s.call('GET', `/api/staff/handovers/${handover.id}`, s.staff)).json();
    expect(printed).toMatchObject({
      company: { name: expect.any(String), tin: '37001234567', address: expect.any(String), phone: expect.any(String) },
      vat: 1000,
    });
    expect(printed.cityTax).toBeUndefined();
  });
});

describe('the owner', () => {
  it('GET /api/admin/ebarimt: receipts by state, PosAPI state, warnings; "Илгээх" sends; staff are refused', async () => {
    s.posapi.info.leftLotteries = 120;
    s.posapi.info.lastSentDate = '2026-01-01 10:00:00';
    const panel = await s.call('GET', '/api/admin/ebarimt', s.admin);
    expect(panel.statusCode, panel.body).toBe(200);
    const body = panel.json();
    expect(body.receipts.ISSUED).toBeGreaterThan(0);
    expect(Object.keys(body.receipts).sort()).toEqual(['FAILED', 'ISSUED', 'PENDING', 'RETURNED', 'RETURN_FAILED']);
    expect(body.posapi).toEqual({ leftLotteries: 120, lastSentDate: '2026-01-01 10:00:00' });
    expect(body.warnings).toEqual(['NOT_SENT_24H', 'FEW_LOTTERIES']);
    expect(body.problems.some((problem: { status: string }) => problem.status === 'FAILED')).toBe(true);
    expect((await s.call('GET', '/api/admin/ebarimt', s.staff)).statusCode).toBe(403);
    const sent = await s.call('POST', '/api/admin/ebarimt/send', s.admin);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(s.posapi.sendDataCalls).toBe(1);
    expect(sent.json().warnings).toEqual(['FEW_LOTTERIES']);
    s.posapi.info.leftLotteries = 10_000;
    s.posapi.down(true);
    try {
      expect((await s.call('GET', '/api/admin/ebarimt', s.admin)).json()).toMatchObject({ posapi: null, warnings: ['POSAPI_UNREACHABLE'] });
    } finally {
      s.posapi.down(false);
    }
  });

  it('/metrics: achaa_ebarimt_receipts by status and the oldest pending receipt’s age', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    metrics.watchDatabase(s.t.database);
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/achaa_ebarimt_receipts\{status="ISSUED"\} [1-9]/);
    expect(text).toMatch(/achaa_ebarimt_receipts\{status="RETURN_FAILED"\} 0/);
    expect(text).toMatch(/achaa_ebarimt_oldest_pending_seconds \d/);
  });
});
