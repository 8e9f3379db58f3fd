import { Link } from '@tanstack/react-router';
import type { Handover } from '@contract';
import { Button } from '@/components/button/button';
import { useUndoHandover } from '@/data/counter/counter';
import { counterCatalogue } from '@/i18n/catalogues/counter';
import { useT } from '@/i18n/i18n';
import { formatTugrik } from '@/lib/format';
import { notify } from '@/lib/toast';
import * as counterStyles from './counter.css';
import * as styles from './staff.css';

/** The handover just made: its receipt (to show or print) and, for the wrong customer, its undo. */
export function HandedOver({ handover, onUndone }: { handover: Handover; onUndone: () => void }) {
  const t = useT(counterCatalogue);
  const undo = useUndoHandover();
  return (
    <div className={counterStyles.done} role="status">
      <strong>
        {t('counter.done', { count: handover.parcels.length, amount: formatTugrik(handover.total) })} · {t(`counter.${handover.method}`)}
      </strong>
      <span className={styles.meta}>{handover.parcels.map((parcel) => parcel.trackCode).join(', ')}</span>
      <div className={counterStyles.doneActions}>
        <Link to="/staff/receipt/$id" params={{ id: String(handover.id) }} className={styles.fileButton}>
          {t('counter.receipt')}
        </Link>
        <Button
          variant="secondary"
          pending={undo.isPending}
          onClick={() =>
            undo.mutate(handover.id, {
              onSuccess: () => {
                notify.success(t('counter.undone'));
                onUndone();
              },
            })
          }
        >
          {t('counter.undo')}
        </Button>
      </div>
      <span className={styles.hint}>{t('counter.undoHint')}</span>
    </div>
  );
}
