/*
 * What a weighing scale sends over a serial line, read into kilograms. Two formats:
 *
 * - The common ASCII stream most Chinese bench scales send on their own, one line per reading:
 *   `ST,GS,+  2.345kg` (ST stable, US unstable, OL overload; GS gross, NT net, TR tare), or a bare
 *   `  2.345 kg` from scales without a stability flag. Lines end in CR, LF or CRLF.
 * - The Mettler Toledo 8217 protocol (the one Odoo's IoT box speaks): the host sends `W`, the scale
 *   answers STX, the weight, CR (`\x0200.440\r`) when it is stable, or STX `?` and a status byte
 *   when it is not (in motion, under zero, over capacity).
 *
 * Bytes arrive in chunks cut anywhere (inside a number, between CR and LF), and a scale with the
 * wrong baud rate sends garbage: `createLineReader` keeps the unfinished part, drops NUL bytes and
 * gives up on a "line" longer than any real reading.
 */

export type ScaleProtocol = 'ascii' | 'toledo8217';

export const SCALE_PROTOCOLS: readonly ScaleProtocol[] = ['ascii', 'toledo8217'];

/** A reading in kilograms (2 decimals). `stable` is null for a scale that does not say. */
export type ScaleReading = { kg: number; stable: boolean | null };

/** Longer than any reading a scale sends: beyond it the buffer is noise, dropped. */
const MAX_LINE_LENGTH = 64;

const STX = '\x02';

/** Splits a byte stream into lines, whatever the chunks. */
export function createLineReader() {
  const decoder = new TextDecoder('latin1');
  let pending = '';
  return (chunk: Uint8Array): string[] => {
    // NUL bytes are padding some scales send between readings, never part of one.
    pending += decoder.decode(chunk, { stream: true }).replace(/\0/g, '');
    const parts = pending.split(/\r\n|\r|\n/);
    pending = parts.pop() ?? '';
    if (pending.length > MAX_LINE_LENGTH) pending = '';
    return parts.filter((line) => line.trim() !== '' && line.length <= MAX_LINE_LENGTH);
  };
}

const KG_PER_LB = 0.45359237;

/** Kilograms with 2 decimals (what the parcel's weight holds), from a number in `unit`. */
export function toKilograms(value: number, unit: string): number | null {
  const factor = { kg: 1, g: 0.001, lb: KG_PER_LB, lbs: KG_PER_LB }[unit.toLowerCase()];
  if (factor === undefined || !Number.isFinite(value)) return null;
  // toFixed first: 2.345 × 100 is 234.49999… in binary, and rounds to 2.35 as it reads.
  return Math.round(Number((value * factor * 100).toFixed(6))) / 100;
}

const ASCII_LINE = /^(?:(ST|US|OL)\s*,\s*(?:[A-Z]{2}\s*,\s*)?)?([+-]?)\s*(\d+(?:\.\d+)?)\s*(kg|g|lbs?)?$/i;

/** One line of the ASCII stream; null for anything else (an overload, a header, noise). */
export function parseAsciiLine(line: string): ScaleReading | null {
  const match = ASCII_LINE.exec(line.trim());
  if (!match) return null;
  const [, flag, sign, digits, unit] = match;
  if (flag?.toUpperCase() === 'OL') return null;
  const kg = toKilograms(Number(digits) * (sign === '-' ? -1 : 1), unit ?? 'kg');
  if (kg === null) return null;
  return { kg, stable: flag === undefined ? null : flag.toUpperCase() === 'ST' };
}

/** The request the 8217 protocol answers: one `W`. */
export const TOLEDO_WEIGHT_REQUEST = new Uint8Array([0x57]);

/** After the STX: the weight, or `?` and the status byte. */
const TOLEDO_WEIGHT = /^\s*(-?\d+(?:\.\d+)?)\s*(kg|lb)?$/i;
const TOLEDO_STATUS = /^\?.$/s;

/**
 * One 8217 answer (CR already taken off by the line reader): a weight (stable: the scale answers a
 * weight only once at rest), a status (in motion or out of range: unstable), or null for noise.
 */
export function parseToledoAnswer(line: string): ScaleReading | null {
  // Noise before the frame's STX (a half answer after the port opened) is dropped; no STX, no answer.
  const start = line.lastIndexOf(STX);
  if (start < 0) return null;
  const text = line.slice(start + 1);
  const weight = TOLEDO_WEIGHT.exec(text);
  if (weight) {
    const kg = toKilograms(Number(weight[1]), weight[2] ?? 'kg');
    return kg === null ? null : { kg, stable: true };
  }
  // The status byte says why there is no weight (motion, under zero, over capacity): none is taken.
  if (TOLEDO_STATUS.test(text)) return { kg: 0, stable: false };
  return null;
}

export const parseScaleLine = (protocol: ScaleProtocol, line: string) =>
  protocol === 'toledo8217' ? parseToledoAnswer(line) : parseAsciiLine(line);

/** The most a parcel may weigh (contract/measures.ts): a reading above is a fault, not a parcel. */
const MAX_KG = 1000;

/** Readings in a row that must agree when the scale has no stability flag. */
export const EQUAL_READINGS = 3;

/**
 * The stability rule: a weight is taken when the scale says it is stable, or after EQUAL_READINGS
 * equal readings in a row from a scale without a flag. Zero and negative readings are never taken
 * (an empty pan, a tare); they end the parcel, so the next one is taken even at the same weight.
 * The same weight is not taken twice while it stays on the pan.
 */
export function createWeightAcceptor() {
  let lastTaken: number | null = null;
  let run: number[] = [];
  return (reading: ScaleReading): number | null => {
    if (reading.kg <= 0 || reading.kg > MAX_KG) {
      // An empty pan at rest ends the parcel; a status in motion does not.
      if (reading.kg <= 0 && reading.stable !== false) lastTaken = null;
      run = [];
      return null;
    }
    let steady = reading.stable === true;
    if (reading.stable === null) {
      run = run.length > 0 && run[run.length - 1] === reading.kg ? [...run, reading.kg] : [reading.kg];
      steady = run.length >= EQUAL_READINGS;
    } else {
      run = [];
    }
    if (!steady || reading.kg === lastTaken) return null;
    lastTaken = reading.kg;
    return reading.kg;
  };
}

/** Bytes in, weights to take out: the line reader, the parser and the stability rule together. */
export function createScaleReader(protocol: ScaleProtocol) {
  const lines = createLineReader();
  const accept = createWeightAcceptor();
  return (chunk: Uint8Array): number[] =>
    lines(chunk)
      .map((line) => parseScaleLine(protocol, line))
      .filter((reading): reading is ScaleReading => reading !== null)
      .map(accept)
      .filter((kg): kg is number => kg !== null);
}
