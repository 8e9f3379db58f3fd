import { describe, expect, it } from 'vitest';
import { parseStatusSearch } from './status-filter';

describe('status filter', () => {
  it('reads a known status from the search and ignores anything else', () => {
    expect(parseStatusSearch({ status: 'SENT' })).toEqual({ status: 'SENT' });
    expect(parseStatusSearch({ status: 'sent' })).toEqual({ status: undefined });
    expect(parseStatusSearch({ status: ['SENT'] })).toEqual({ status: undefined });
    expect(parseStatusSearch({})).toEqual({ status: undefined });
  });
});
