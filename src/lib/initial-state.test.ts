import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_STATE_ELEMENT_ID } from '@contract/initial-state';
import { mswServer } from '@test/pwa/msw-server';
import { ensureOrganization, getOrganization, readInitialState, setOrganization } from './initial-state';

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('test');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = INITIAL_STATE_ELEMENT_ID;
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

afterEach(() => setOrganization(null));

describe('initial state', () => {
  it('reads the organisation the server wrote into the page', () => {
    expect(readInitialState(pageWith('{"organization":{"id":1,"name":"Ачаа Карго"}}'))).toEqual({
      organization: { id: 1, name: 'Ачаа Карго' },
    });
  });

  it('ignores a missing, broken or wrong block', () => {
    expect(readInitialState(pageWith(null))).toBeNull();
    expect(readInitialState(pageWith('{not json'))).toBeNull();
    expect(readInitialState(pageWith('{"organization":{"id":"1","name":"x"}}'))).toBeNull();
    expect(readInitialState(pageWith('null'))).toBeNull();
  });

  it('reads the answers a page was rendered with, and drops only a part that does not check out', () => {
    const organization = { id: 1, name: 'Ачаа Карго' };
    const prices = { kg: 3000, m3: 599, rate: 480 };
    const warehouse = { id: 2, name: 'Эрээн', address: 'Эрээн хот', contactInfo: { phone: '77112233' }, state: 'ACTIVE' };
    const address = {
      warehouse: { name: 'Эрээн' },
      consignee: '阿恰货运 {phone}',
      phone: '15000000000',
      region: '内蒙古',
      address: '二连浩特',
    };
    const full = { organization, prices, warehouses: { list: [warehouse], total: 1 }, cargoAddress: { warehouseId: 2, address } };
    expect(readInitialState(pageWith(JSON.stringify(full)))).toEqual(full);
    expect(readInitialState(pageWith(JSON.stringify({ organization, cargoAddress: { warehouseId: 2, address: null } })))).toEqual({
      organization,
      cargoAddress: { warehouseId: 2, address: null },
    });
    const broken = {
      organization,
      prices: { kg: '3000', m3: 599, rate: 480 },
      warehouses: { list: [{ ...warehouse, contactInfo: null }], total: 1 },
      cargoAddress: { warehouseId: 0, address },
    };
    expect(readInitialState(pageWith(JSON.stringify(broken)))).toEqual({ organization });
  });

  it('falls back to GET /api/organization once, and remembers the answer', async () => {
    let calls = 0;
    mswServer.use(
      http.get('*/api/organization', () => {
        calls += 1;
        return HttpResponse.json({ id: 5, name: 'Говь Карго' });
      }),
    );
    const [first, second] = await Promise.all([ensureOrganization(), ensureOrganization()]);
    expect(first).toEqual({ id: 5, name: 'Говь Карго' });
    expect(second).toEqual(first);
    expect(getOrganization()).toEqual(first);
    await ensureOrganization();
    expect(calls).toBe(1);
  });

  it('does not ask the network when the organisation is known', async () => {
    setOrganization({ id: 1, name: 'Ачаа Карго' });
    await expect(ensureOrganization()).resolves.toEqual({ id: 1, name: 'Ачаа Карго' });
  });
});
