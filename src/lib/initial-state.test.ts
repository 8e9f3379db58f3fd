import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_STATE_ELEMENT_ID } from '@contract/initial-state';
import { readInitialState, setOrganization } from './initial-state';

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
});
