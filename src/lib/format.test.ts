import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTugrik, formatYuan } from './format';

describe('formats', () => {
  it('writes tugrik with comma grouping and the ₮ sign', () => {
    expect(formatTugrik(12300)).toBe('12,300 ₮');
    expect(formatTugrik(0)).toBe('0 ₮');
    expect(formatTugrik(1234567)).toBe('1,234,567 ₮');
    expect(formatTugrik(999.6)).toBe('1,000 ₮');
  });

  it('writes yuan with the ¥ sign in front', () => {
    expect(formatYuan(599)).toBe('¥599');
    expect(formatYuan(1200)).toBe('¥1,200');
    expect(formatYuan(12.4)).toBe('¥12');
  });

  it('groups every size of amount as Intl does for Mongolian, without building an Intl formatter', () => {
    const intl = new Intl.NumberFormat('mn-MN', { maximumFractionDigits: 0 });
    for (const amount of [0, 7, 99, 100, 999, 1000, 1001, 12_345, 100_000, 999_999, 1_000_000, 123_456_789, 9_007_199_254_740_991, -2500]) {
      expect(formatTugrik(amount)).toBe(`${intl.format(amount)} ₮`);
    }
    expect(formatTugrik(-2500)).toBe('-2,500 ₮');
  });

  it('writes dates as YYYY/MM/DD', () => {
    expect(formatDate(new Date(2026, 0, 5, 23, 59))).toBe('2026/01/05');
    expect(formatDate(new Date(2026, 10, 21).toISOString())).toBe('2026/11/21');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes times as YYYY/MM/DD HH:mm in local time', () => {
    expect(formatDateTime(new Date(2026, 10, 20, 9, 5).getTime())).toBe('2026/11/20 09:05');
    expect(formatDateTime(new Date(2026, 0, 2, 23, 59).toISOString())).toBe('2026/01/02 23:59');
    expect(formatDateTime('not a date')).toBe('');
  });
});
