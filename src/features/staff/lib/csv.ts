/** The server's limit for one import (README, Staff calls). */
export const CSV_MAX_BYTES = 2 * 1024 * 1024;

/**
 * How many parcel lines the server will read, counted the way it counts them: a byte-order mark
 * dropped, blank lines skipped, and only the very first line taken as a header (`trackCode,…`).
 */
export function countCsvLines(text: string): number {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const hasHeader = /^track_?code\s*,/i.test(lines[0]?.trim() ?? '');
  return lines.filter((line, index) => line.trim() !== '' && !(index === 0 && hasHeader)).length;
}

/** A chosen file as UTF-8 text; FileReader, since `Blob.text()` is missing from older phone browsers. */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}
