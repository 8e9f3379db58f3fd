import type { ReactNode } from 'react';
import type { CounterParcel } from '@contract';
import { counterCatalogue } from '@/i18n/catalogues/counter';
import { useT } from '@/i18n/i18n';
import { formatTugrik } from '@/lib/format';
import { formatMeasures } from '@/lib/measures';
import * as counterStyles from '@/components/staff/counter.css';
import { PriceAtCounter } from './price-at-counter';
import * as styles from '@/components/staff/staff.css';

type ReadyParcelProps = {
  parcel: CounterParcel;
  /** What is still due for it (contract/amount-due.ts), null while it has no fee. */
  due: number | null;
  checked: boolean;
  onToggle: () => void;
  onPriced: () => void;
  /** Beside the fee entry, in one row: the weight, size and shelf editor. */
  actions?: ReactNode;
};

/** One ready parcel: its shelf in large type, what it weighs, what it still owes; a parcel without a fee is priced right here. */
export function ReadyParcel({ parcel, due, checked, onToggle, onPriced, actions }: ReadyParcelProps) {
  const t = useT(counterCatalogue);
  const measures = formatMeasures(parcel, { kg: t('counter.kg'), cm: t('counter.cm') });
  const unpriced = parcel.fee === null;
  return (
    <div className={counterStyles.readyParcel}>
      <label className={counterStyles.parcelRow}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          disabled={unpriced || parcel.paymentPending}
          onChange={onToggle}
          aria-label={parcel.trackCode}
        />
        <span className={counterStyles.parcelText}>
          <span className={styles.code}>{parcel.trackCode}</span>
          <span className={styles.meta}>{measures || '—'}</span>
          <span className={parcel.paid ? counterStyles.paidMark : counterStyles.unpaidMark}>
            {parcel.paid
              ? t('counter.paid')
              : parcel.paymentPending
                ? t('counter.paymentPending')
                : unpriced
                  ? t('counter.noFee')
                  : t('counter.unpaid')}
          </span>
        </span>
        <span className={counterStyles.parcelText}>
          <span
            className={`${counterStyles.shelf} ${parcel.shelf ? '' : counterStyles.noShelf}`}
            title={t('counter.shelf')}
            aria-label={`${t('counter.shelf')} ${parcel.shelf ?? t('counter.noShelf')}`}
          >
            {parcel.shelf ?? t('counter.noShelf')}
          </span>
          <span className={counterStyles.fee}>{due === null ? t('counter.noFee') : formatTugrik(due)}</span>
          {parcel.storageFee ? (
            <span className={styles.meta}>
              {t('counter.storageFee')} {formatTugrik(parcel.storageFee)}
            </span>
          ) : null}
        </span>
      </label>
      <div className={counterStyles.parcelActions}>
        {unpriced ? <PriceAtCounter trackCode={parcel.trackCode} onPriced={onPriced} /> : null}
        {actions}
      </div>
    </div>
  );
}
