import type { Handover } from '@contract';
import { counterCatalogue } from '@/i18n/catalogues/counter';
import { useT } from '@/i18n/i18n';
import { formatTugrik } from '@/lib/format';
import * as counterStyles from '@/components/staff/counter.css';
import { HandoverActions } from './handover-actions';
import * as styles from '@/components/staff/staff.css';

/** The handover just made: the change to give back, its receipt (to show or print) and, for the wrong customer, its undo. */
export function HandedOver({ handover, onUndone }: { handover: Handover; onUndone: () => void }) {
  const t = useT(counterCatalogue);
  return (
    <div className={counterStyles.done} role="status" data-testid="handed-over">
      <strong>
        {t('counter.done', { count: handover.parcels.length, amount: formatTugrik(handover.total) })} · {t(`counter.${handover.method}`)}
      </strong>
      {handover.method === 'CASH' && handover.amountReceived > 0 ? (
        <p className={counterStyles.changeLine}>
          <span>
            {t('counter.received')} {formatTugrik(handover.amountReceived)} · {t('counter.change')}
          </span>
          <output className={counterStyles.changeAmount} aria-label={t('counter.change')}>
            {formatTugrik(handover.change)}
          </output>
        </p>
      ) : null}
      <span className={styles.meta}>{handover.parcels.map((parcel) => parcel.trackCode).join(', ')}</span>
      <HandoverActions handover={handover} onUndone={onUndone} />
    </div>
  );
}
