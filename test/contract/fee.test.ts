import { describe, expect, it } from 'vitest';
import { calculateTransportFee, parseMeasure, roundUpToHundred } from '@contract/fee';

const currency = { kg: 3000, m3: 599, rate: 480 };

describe('calculateTransportFee', () => {
  it.each([
    {
      when: 'by weight when the weight part is larger',
      measures: { widthCm: 10, heightCm: 10, lengthCm: 10, weightKg: 3 },
      // 0.001 m³ × 599 ¥ × 480 ₮/¥
      expected: { weightPart: 9000, volumePart: expect.closeTo(287.52, 6), fee: 9000, basis: 'weight' },
    },
    {
      when: 'by volume when the volume part is larger, rounded up to the next 100 ₮',
      // The product's sample: 0.12 m³ and 3 kg.
      measures: { widthCm: 50, heightCm: 40, lengthCm: 60, weightKg: 3 },
      expected: { volumeM3: 0.12, volumePart: expect.closeTo(34502.4, 6), fee: 34600, basis: 'volume' },
    },
  ])('bills $when', ({ measures, expected }) => {
    expect(calculateTransportFee(measures, currency)).toMatchObject(expected);
  });

  it('handles fractional weights and measures', () => {
    const fee = calculateTransportFee({ widthCm: 0, heightCm: 0, lengthCm: 0, weightKg: 1.25 }, currency);
    expect(fee.fee).toBe(3800);
  });

  it('is zero, with no winner, while nothing is entered', () => {
    const fee = calculateTransportFee({ widthCm: 0, heightCm: 0, lengthCm: 0, weightKg: 0 }, currency);
    expect(fee).toMatchObject({ fee: 0, basis: null });
  });

  it('keeps amounts that are already whole hundreds', () => {
    expect(calculateTransportFee({ widthCm: 0, heightCm: 0, lengthCm: 0, weightKg: 7 }, currency).fee).toBe(21000);
    // 100 × 100 × 50 cm = 0.5 m³ × 600 × 500 = 150,000 exactly.
    expect(calculateTransportFee({ widthCm: 100, heightCm: 100, lengthCm: 50, weightKg: 0 }, { kg: 3000, m3: 600, rate: 500 }).fee).toBe(
      150000,
    );
  });

  it('uses the prices it is given', () => {
    const fee = calculateTransportFee({ widthCm: 30, heightCm: 30, lengthCm: 30, weightKg: 2 }, { kg: 3500, m3: 650, rate: 470.5 });
    // 0.027 m³ × 650 × 470.5 = 8257.275 vs 7000
    expect(fee.fee).toBe(8300);
    expect(fee.basis).toBe('volume');
  });
});

describe('roundUpToHundred', () => {
  it('rounds up to the next 100', () => {
    expect(roundUpToHundred(1)).toBe(100);
    expect(roundUpToHundred(100)).toBe(100);
    expect(roundUpToHundred(100.01)).toBe(200);
    expect(roundUpToHundred(0)).toBe(0);
  });

  it('ignores binary noise above a whole hundred', () => {
    expect(roundUpToHundred(34500.000000004)).toBe(34500);
    expect(roundUpToHundred(0.1 * 3 * 1000)).toBe(300);
  });
});

describe('parseMeasure', () => {
  // Digits with an optional decimal point or comma (a phone keyboard's), and empty as 0.
  it.each([
    ['', 0],
    ['12', 12],
    ['12.5', 12.5],
    ['12.', 12],
    ['.5', 0.5],
    ['1,5', 1.5],
    [',5', 0.5],
  ])('reads %j as %d', (text, value) => expect(parseMeasure(text)).toBe(value));

  it('rejects anything else', () => {
    for (const text of ['a', '12a', '1.2.3', '1,2,3', '1,2.3', '-3', ' 1', '.', '1e3', '+2']) expect(parseMeasure(text), text).toBeNull();
  });
});
