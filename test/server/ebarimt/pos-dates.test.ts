import { describe, expect, it } from 'vitest';
import { posDateMs } from '../../../server/modules/ebarimt/ebarimt-overview';

describe("PosAPI's dates", () => {
  it('reads a wall-clock time as Ulaanbaatar time (UTC+8), with a space or a T', () => {
    expect(posDateMs('2026-11-26 10:00:00')).toBe(Date.parse('2026-11-26T02:00:00Z'));
    expect(posDateMs(' 2026-11-27T03:30:00 ')).toBe(Date.parse('2026-11-26T19:30:00Z'));
  });

  it('reads an ISO time with its own zone as it is, and nonsense as no time', () => {
    expect(posDateMs('2026-11-26T10:00:00Z')).toBe(Date.parse('2026-11-26T10:00:00Z'));
    expect(posDateMs('soon')).toBeNaN();
  });
});
