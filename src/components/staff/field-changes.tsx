import type { ParcelFieldChanges } from '@contract';
import { ParcelPrice } from '@/components/parcel-status/parcel-status';
import { counterCatalogue } from '@/i18n/catalogues/counter';
import { useT } from '@/i18n/i18n';
import * as styles from './staff.css';

type FieldChangesProps = { changes: ParcelFieldChanges; customerLabel: string; priceLabel: string };

const MEASURE_LABELS = {
  weightKg: 'counter.weightKg',
  widthCm: 'counter.widthCm',
  heightCm: 'counter.heightCm',
  lengthCm: 'counter.lengthCm',
} as const;

/** A measure or shelf that was empty reads as a dash, as in the staff's other lists. */
const shown = (value: number | string | null) => (value === null || value === '' ? '—' : String(value));

/**
 * "Customer: A → B" (in red: a parcel changing hands must never pass unseen), "Price: X → Y", and each
 * re-measured side or moved shelf ("Жин (кг): 3 → 4"), each on its own line.
 */
export function FieldChanges({ changes, customerLabel, priceLabel }: FieldChangesProps) {
  const t = useT(counterCatalogue);
  const measures = (Object.keys(MEASURE_LABELS) as (keyof typeof MEASURE_LABELS)[]).flatMap((name) => {
    const change = changes[name];
    return change ? [{ name, label: t(MEASURE_LABELS[name]), change }] : [];
  });
  return (
    <>
      {changes.phone ? (
        <span className={`${styles.full} ${styles.customerChangeText}`}>
          {customerLabel}: {changes.phone.from} → {changes.phone.to}
        </span>
      ) : null}
      {changes.price ? (
        <span className={`${styles.meta} ${styles.full}`}>
          {priceLabel}: <ParcelPrice price={changes.price.from} /> → <ParcelPrice price={changes.price.to} />
        </span>
      ) : null}
      {measures.map(({ name, label, change }) => (
        <span key={name} className={`${styles.meta} ${styles.full}`}>
          {label}: {shown(change.from)} → {shown(change.to)}
        </span>
      ))}
      {changes.shelf ? (
        <span className={`${styles.meta} ${styles.full}`}>
          {t('counter.shelf')}: {shown(changes.shelf.from)} → {shown(changes.shelf.to)}
        </span>
      ) : null}
    </>
  );
}
