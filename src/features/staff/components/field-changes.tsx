import type { ParcelFieldChanges } from '@contract';
import { ParcelPrice } from '@/components/parcel-status/parcel-status';
import * as styles from './staff.css';

type FieldChangesProps = { changes: ParcelFieldChanges; ownerLabel: string; priceLabel: string };

/** "Owner: A → B" (in red: a parcel changing hands must never pass unseen) and "Price: X → Y", each on its own line. */
export function FieldChanges({ changes, ownerLabel, priceLabel }: FieldChangesProps) {
  return (
    <>
      {changes.phone ? (
        <span className={`${styles.full} ${styles.ownerChangeText}`}>
          {ownerLabel}: {changes.phone.from} → {changes.phone.to}
        </span>
      ) : null}
      {changes.price ? (
        <span className={`${styles.meta} ${styles.full}`}>
          {priceLabel}: <ParcelPrice price={changes.price.from} /> → <ParcelPrice price={changes.price.to} />
        </span>
      ) : null}
    </>
  );
}
