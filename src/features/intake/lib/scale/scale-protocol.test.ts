import { describe, expect, it } from 'vitest';
import {
  createLineReader,
  createScaleReader,
  createWeightAcceptor,
  parseAsciiLine,
  parseToledoAnswer,
  toKilograms,
} from './scale-protocol';

const bytes = (text: string) => new Uint8Array([...text].map((char) => char.charCodeAt(0)));

/** Feeds `stream` cut at every one of `cuts` (byte offsets), as a serial port hands chunks over. */
function feedInPieces(reader: (chunk: Uint8Array) => number[], stream: string, cuts: number[]): number[] {
  const points = [0, ...cuts, stream.length];
  return points.slice(1).flatMap((end, index) => reader(bytes(stream.slice(points[index], end))));
}

/** Every way of cutting a stream in two, and one byte at a time. */
function everySplit(stream: string): number[][] {
  return [
    ...Array.from({ length: stream.length - 1 }, (_, index) => [index + 1]),
    Array.from({ length: stream.length - 1 }, (_, i) => i + 1),
  ];
}

// Recorded from an ACS-30 style bench scale (9600 8N1): settling, stable, parcel off, the next one.
const ASCII_STREAM =
  'US,GS,+  0.000kg\r\nUS,GS,+  1.120kg\r\nUS,GS,+  2.301kg\r\nST,GS,+  2.345kg\r\nST,GS,+  2.345kg\r\n' +
  'US,GS,+  0.710kg\r\nST,GS,+  0.000kg\r\nUS,GS,+  4.980kg\r\nST,GS,+  5.012kg\r\n';

// A Mettler Toledo on the 8217 protocol, answering one `W` after another: in motion, then weights.
const TOLEDO_STREAM = '\x02?A\r\x02?A\r\x0201.250\r\x0201.250\r\x02?D\r\x0203.504\r';

describe('the line reader', () => {
  it('gives the same lines however the bytes are cut, and drops NUL bytes', () => {
    const stream = 'ST,GS,+  2.345kg\r\n\0\0US,GS,+ 1.0kg\n\rST,NT,+3kg\r';
    for (const cuts of everySplit(stream)) {
      const read = createLineReader();
      const points = [0, ...cuts, stream.length];
      const lines = points.slice(1).flatMap((end, index) => read(bytes(stream.slice(points[index], end))));
      expect(lines).toEqual(['ST,GS,+  2.345kg', 'US,GS,+ 1.0kg', 'ST,NT,+3kg']);
    }
  });

  it('throws away a run of bytes without a line end instead of growing', () => {
    const read = createLineReader();
    expect(read(bytes('x'.repeat(10_000)))).toEqual([]);
    expect(read(bytes('\nST,GS,+1.5kg\n'))).toEqual(['ST,GS,+1.5kg']);
  });
});

describe('the ASCII stream', () => {
  it('reads the stability flag, the sign and the unit', () => {
    expect(parseAsciiLine('ST,GS,+  2.345kg')).toEqual({ kg: 2.35, stable: true });
    expect(parseAsciiLine('US,GS,+  2.345kg')).toEqual({ kg: 2.35, stable: false });
    expect(parseAsciiLine('ST,NT,-  0.500kg')).toEqual({ kg: -0.5, stable: true });
    expect(parseAsciiLine('ST,GS,+ 1250g')).toEqual({ kg: 1.25, stable: true });
    expect(parseAsciiLine('ST,GS,+  5.00lb')).toEqual({ kg: 2.27, stable: true });
    expect(parseAsciiLine('   3.40 kg')).toEqual({ kg: 3.4, stable: null });
  });

  it('refuses overloads and noise', () => {
    for (const line of ['OL,GS,+  9.999kg', 'ST,GS,+  2.3.4kg', 'hello', 'ST,GS,+  2kgs', '\u00ff\u00fe\u0013', 'ST,GS,+ 1oz']) {
      expect(parseAsciiLine(line)).toBeNull();
    }
  });

  it('takes each parcel once, when stable, from a recorded stream cut anywhere', () => {
    for (const cuts of everySplit(ASCII_STREAM)) {
      expect(feedInPieces(createScaleReader('ascii'), ASCII_STREAM, cuts)).toEqual([2.35, 5.01]);
    }
  });
});

describe('the Mettler Toledo 8217 answers', () => {
  it('reads a weight as stable and a status as in motion', () => {
    expect(parseToledoAnswer('\x0201.250')).toEqual({ kg: 1.25, stable: true });
    expect(parseToledoAnswer('\x02?A')).toEqual({ kg: 0, stable: false });
    expect(parseToledoAnswer('01.250garbage')).toBeNull();
  });

  it('takes each weight once from a recorded stream cut anywhere', () => {
    for (const cuts of everySplit(TOLEDO_STREAM)) {
      expect(feedInPieces(createScaleReader('toledo8217'), TOLEDO_STREAM, cuts)).toEqual([1.25, 3.5]);
    }
  });
});

describe('the stability rule', () => {
  it('takes a scale without a flag after 3 equal readings in a row', () => {
    const accept = createWeightAcceptor();
    const taken = [1.2, 1.3, 1.3, 1.2, 1.2, 1.2, 1.2, 1.2].map((kg) => accept({ kg, stable: null }));
    expect(taken).toEqual([null, null, null, null, null, 1.2, null, null]);
  });

  it('never takes zero or a negative weight, and takes the same weight again after the pan was empty', () => {
    const accept = createWeightAcceptor();
    expect(accept({ kg: 0, stable: true })).toBeNull();
    expect(accept({ kg: -1.5, stable: true })).toBeNull();
    expect(accept({ kg: 2, stable: true })).toBe(2);
    expect(accept({ kg: 2, stable: true })).toBeNull();
    // A bump (in motion) does not end the parcel.
    expect(accept({ kg: 0, stable: false })).toBeNull();
    expect(accept({ kg: 2, stable: true })).toBeNull();
    expect(accept({ kg: 0, stable: true })).toBeNull();
    expect(accept({ kg: 2, stable: true })).toBe(2);
  });

  it('takes nothing from a garbage stream (a wrong baud rate)', () => {
    const garbage = String.fromCharCode(...Array.from({ length: 2000 }, (_, index) => (index * 7919) % 256));
    for (const protocol of ['ascii', 'toledo8217'] as const) {
      const read = createScaleReader(protocol);
      expect(feedInPieces(read, garbage, [1, 17, 500, 1999])).toEqual([]);
    }
  });
});

describe('units', () => {
  it('converts g and lb to kg with 2 decimals', () => {
    expect(toKilograms(2345, 'g')).toBe(2.35);
    expect(toKilograms(1, 'lb')).toBe(0.45);
    expect(toKilograms(2.345, 'kg')).toBe(2.35);
    expect(toKilograms(1, 'oz')).toBeNull();
  });
});
