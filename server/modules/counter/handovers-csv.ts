import type { Handover } from '@contract';

/*
 * The handovers of a period as CSV for a spreadsheet (oldest first, one line per handover). A cell
 * that a spreadsheet would run as a formula (`=`, `+`, `-`, `@` first) gets a leading apostrophe.
 */

const HEADER = ['id', 'at', 'phone', 'customer', 'trackCodes', 'parcels', 'total', 'method', 'staff', 'voidedAt'];

export function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const fullName = (person: { firstName: string | null; lastName: string | null }) =>
  [person.lastName, person.firstName].filter(Boolean).join(' ');

export function handoversCsv(handovers: readonly Handover[]): string {
  const lines = handovers.map((handover) =>
    [
      handover.id,
      handover.at,
      handover.customer.phone,
      fullName(handover.customer),
      handover.parcels.map((parcel) => parcel.trackCode).join(' '),
      handover.parcels.length,
      handover.total,
      handover.method,
      fullName(handover.staff),
      handover.voidedAt,
    ]
      .map(cell)
      .join(','),
  );
  // A byte-order mark, so a spreadsheet reads the Cyrillic names as UTF-8.
  return `\uFEFF${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}
