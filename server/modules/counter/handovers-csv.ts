import type { Handover } from '@contract';

/*
 * The handovers of a period as CSV for a spreadsheet (oldest first, one line per handover). Text a
 * spreadsheet would run as a formula gets an apostrophe before it: a cell starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return, and the same characters after a separator a spreadsheet
 * may split the cell at when it opens the file (`Бат;=1+1` → `Бат;'=1+1`: `;` in a semicolon
 * locale, a comma, a tab, a line break, `|`).
 */

const FORMULA_AFTER_SEPARATOR = /(^|[;,\t\r\n|])(\s*)(?=[=+\-@])/g;

const HEADER = ['id', 'at', 'phone', 'customer', 'trackCodes', 'parcels', 'total', 'method', 'staff', 'voidedAt'];

export function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const defused = text.replace(FORMULA_AFTER_SEPARATOR, "$1$2'");
  const safe = /^[\t\r]/.test(defused) ? `'${defused}` : defused;
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
