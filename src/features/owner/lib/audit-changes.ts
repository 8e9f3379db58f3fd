import { PARCEL_STATUS_LABELS, PARCEL_STATUSES } from '@contract/parcel-status';
import type { AuditEntry } from '@contract';
import { formatTugrik } from '@/lib/format';

/** One field an audit row changed, ready to read: its label, and its value before and after ('' when it had none). */
export type AuditChange = { field: string; before: string; after: string };

type Words = {
  /** The field's label in the glossary's words, or undefined for a field the trail shows by its own name. */
  label: (field: string) => string | undefined;
  /** A coded value's words (a role, an account state, a payment method), or undefined to show it as it is. */
  code: (field: string, value: string) => string | undefined;
  yes: string;
  no: string;
  locale: 'mn' | 'en';
};

/** Fields whose numbers are tugrik. */
const MONEY_FIELDS = new Set(['price', 'total', 'amount', 'amountReceived', 'change', 'dailyFee', 'deliveryFee', 'fee']);

const isParcelStatus = (value: string): value is (typeof PARCEL_STATUSES)[number] => (PARCEL_STATUSES as readonly string[]).includes(value);

function showValue(field: string, value: unknown, words: Words): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return MONEY_FIELDS.has(field) ? formatTugrik(value) : String(value);
  if (Array.isArray(value)) return value.map((item) => showValue(field, item, words)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (field === 'status' && isParcelStatus(text)) return PARCEL_STATUS_LABELS[words.locale][text];
  return words.code(field, text) ?? text;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What an audit row changed, field by field, in people's words: only the fields whose value differs
 * (all of them for a creation or a removal), labelled with the glossary's words, statuses and coded
 * values spelled out ("төлөв: Улаанбаатарт ирсэн → Захиалга дууссан" instead of "status: DELIVERED").
 */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>, words: Words): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => entry.before === null || entry.after === null || !same(before[field], after[field]))
    .map((field) => ({
      field: words.label(field) ?? field,
      before: entry.before === null ? '' : showValue(field, before[field], words),
      after: entry.after === null ? '' : showValue(field, after[field], words),
    }));
}

/** "Б. Болд" for "Бат Болд" (last name, then first): how a person is named in a trail line. */
export function shortName(name: string): string {
  const [lastName, ...rest] = name.trim().split(/\s+/);
  if (!lastName || rest.length === 0) return name.trim();
  return `${lastName.charAt(0)}. ${rest.join(' ')}`;
}
