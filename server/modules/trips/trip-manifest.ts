import { ULAANBAATAR_OFFSET_MS } from '@contract';
import { MANIFEST_WORDS, type TripDetail } from '@contract/trips';
import { cell } from '../counter/handovers-csv';

/*
 * A departed trip's manifest as CSV (UTF-8 with a byte-order mark, so a spreadsheet reads the
 * Cyrillic and Chinese words): the trip's head lines, one line per loaded parcel with the owner's
 * phone cut to its last 4 digits, and the totals.
 */

/** `2026/11/26 18:05`, Ulaanbaatar time (Erenhot keeps China's UTC+8 too). */
export const manifestTime = (iso: string | null) =>
  iso === null ? '' : new Date(Date.parse(iso) + ULAANBAATAR_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ').replace(/-/g, '/');

export const phoneEnd = (phone: string) => (phone ? `…${phone.slice(-4)}` : '');

const size = (parcel: TripDetail['parcels'][number]) =>
  parcel.widthCm === null || parcel.heightCm === null || parcel.lengthCm === null
    ? ''
    : `${parcel.widthCm}×${parcel.heightCm}×${parcel.lengthCm}`;

export function manifestCsv(trip: TripDetail, lang: keyof typeof MANIFEST_WORDS): string {
  const words = MANIFEST_WORDS[lang];
  const loaded = trip.parcels.filter((parcel) => parcel.loadedAt !== null);
  const lines: Array<Array<string | number | null>> = [
    [words.title],
    [words.trip, trip.code],
    [words.plate, trip.plate],
    [words.driver, trip.driver],
    [words.driverPhone, trip.phone],
    [words.seal, trip.seal],
    [words.departed, manifestTime(trip.departedAt)],
    [],
    [words.number, words.trackCode, words.phoneEnd, words.weight, words.size],
    ...loaded.map((parcel, index) => [index + 1, parcel.trackCode, phoneEnd(parcel.phone), parcel.weightKg, size(parcel)]),
    [words.total, `${loaded.length} ${words.parcels}`, '', trip.load.weightKg, `${trip.load.volumeM3} m³`],
  ];
  return `\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
