import { describe, expect, it } from 'vitest';
import { parseConnectSearch } from './connect-search';

describe('the address page’s guide search', () => {
  it('opens a known platform’s guide and ignores anything else', () => {
    expect(parseConnectSearch({ guide: 'taobao' })).toEqual({ guide: 'taobao' });
    expect(parseConnectSearch({ guide: 'other' })).toEqual({ guide: 'other' });
    expect(parseConnectSearch({ guide: 'Taobao' })).toEqual({ guide: undefined });
    expect(parseConnectSearch({ guide: ['taobao'] })).toEqual({ guide: undefined });
    expect(parseConnectSearch({})).toEqual({ guide: undefined });
  });
});
