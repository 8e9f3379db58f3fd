import { describe, expect, it } from 'vitest';
import { countCsvLines } from './csv';

describe('countCsvLines', () => {
  it('counts data lines, skipping blank ones and CRLF endings', () => {
    expect(countCsvLines('YT1,99112233,100\r\n\r\nYT2,99112233,200\n   \nYT3,88001122,0\n')).toBe(3);
  });

  it('skips a header only on the first line, after a byte-order mark', () => {
    expect(countCsvLines('\uFEFFtrackCode,phone,price\nYT1,99112233,100')).toBe(1);
    expect(countCsvLines('track_code , phone, price\nYT1,99112233,100')).toBe(1);
    expect(countCsvLines('YT1,99112233,100\ntrackCode,phone,price')).toBe(2);
  });

  it('is zero for nothing to send', () => {
    expect(countCsvLines('')).toBe(0);
    expect(countCsvLines('trackCode,phone,price\n\n')).toBe(0);
  });
});
