import { as } from '../helpers/as-user';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp, type AppOptions } from '../../../server/app';
import { createPosApiClient } from '../../../server/modules/ebarimt/posapi-client';
import { createTaxLookup } from '../../../server/modules/ebarimt/tax-lookup';
import { createQpayClient } from '../../../server/modules/payments/qpay-client';
import { startFakePosApi, type FakePosApi } from '../helpers/fake-posapi';
import { startFakeTaxApi, type FakeTaxApi } from '../helpers/fake-tax-api';
import { FAKE_QPAY_LOGIN, startFakeQpay, type FakeQpay } from '../helpers/fake-qpay';
import { createTestAppWithStaff, TEST_SCRYPT } from '../helpers/test-app';

/** The app with QPay and PosAPI pointed at fakes on 127.0.0.1, staff signed in, and helpers for customers with ready parcels. */
export async function createPaymentSetup(prefix: string, extra: Partial<AppOptions> = {}) {
  const qpay: FakeQpay = await startFakeQpay();
  const posapi: FakePosApi = await startFakePosApi();
  const taxApi: FakeTaxApi = await startFakeTaxApi();
  // Each instance its own clients, as each server process has.
  const paymentOptions = (): AppOptions['payments'] => ({
    online: {
      qpay: createQpayClient({ baseUrl: qpay.url, ...FAKE_QPAY_LOGIN, retry: { attempts: 3, baseMs: 5 }, timeoutMs: 2_000 }),
      publicBaseUrl: 'https://achaa.example',
    },
  });
  // The e-barimt worker is driven by the tests (`ebarimtOf(app).worker.runOnce()`) and by the route that records the money.
  const ebarimtOptions = (): AppOptions['ebarimt'] => ({
    posapi: createPosApiClient({
      url: posapi.url,
      merchantTin: '37001234567',
      branchNo: '001',
      posNo: '001',
      districtCode: '3505',
      classificationCode: '6511100',
      timeoutMs: 2_000,
    }),
    merchantTin: '37001234567',
    taxLookup: createTaxLookup({ url: taxApi.url, timeoutMs: 2_000 }),
  });
  const setup = await createTestAppWithStaff(prefix, { payments: paymentOptions(), ebarimt: ebarimtOptions(), ...extra });
  const others: FastifyInstance[] = [];
  let customers = 0;
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: unknown) =>
    as(setup.t.app, cookie).request(method, url, payload);

  /** A new verified customer with `fees.length` ready parcels (a fee each, set by hand): their phone, cookie and codes. */
  async function customerWithParcels(fees: number[]) {
    customers += 1;
    const phone = `${prefix}${String(customers).padStart(4, '0')}`;
    await setup.t.createUser({ phone, password: 'customer-pass' });
    const cookie = await setup.t.login(phone, 'customer-pass');
    const codes: string[] = [];
    for (const [index, price] of fees.entries()) {
      const trackCode = `PAY${phone}X${index}`;
      const created = await call('POST', '/api/staff/parcels', setup.staff, { trackCode, phone, price, status: 'DELIVERED' });
      expect(created.statusCode, created.body).toBe(201);
      codes.push(trackCode);
    }
    return { phone, cookie, codes };
  }

  /** A second server on the same database (sessions are there, so the same cookies work), as behind nginx. */
  async function anotherInstance(options: Partial<AppOptions> = {}) {
    const app = await buildApp({
      database: setup.t.database,
      scryptParams: TEST_SCRYPT,
      payments: paymentOptions(),
      ebarimt: ebarimtOptions(),
      ...options,
    });
    others.push(app);
    await app.ready();
    return app;
  }

  return {
    ...setup,
    anotherInstance,
    qpay,
    posapi,
    taxApi,
    call,
    customerWithParcels,
    async close() {
      await Promise.all(others.map((app) => app.close()));
      await setup.t.close();
      await qpay.close();
      await posapi.close();
      await taxApi.close();
    },
  };
}
