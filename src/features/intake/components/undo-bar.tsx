import type { ParcelStatus } from '@contract';
import { UNDO_OFFER_MS } from '@contract/undo-window';
import { Button } from '@/components/button/button';
import { useUndoParcelMove } from '@/data/parcels/undo-parcel-move';
import { useForAWhile } from '@/hooks/use-for-a-while';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';
import * as styles from '@/components/staff/staff.css';

export type StatusMove = { trackCode: string; from: ParcelStatus; to: ParcelStatus };

/**
 * The one status line after a move: "{code}: {status}" with "Буцаах" for UNDO_OFFER_MS, then the
 * line alone. An undo says where the parcel went back to.
 */
export function UndoBar({ move }: { move: StatusMove }) {
  const t = useT(staffCatalogue);
  const undo = useUndoParcelMove();
  const offered = useForAWhile(UNDO_OFFER_MS);

  const text = undo.isSuccess
    ? t('staff.undone', { code: move.trackCode, status: t(`status.${move.from}`) })
    : t('staff.moved', { code: move.trackCode, status: t(`status.${move.to}`) });

  return (
    <div className={styles.undoBar} role="status">
      <span>{text}</span>
      {offered && !undo.isSuccess ? (
        <Button
          variant="outline"
          size="sm"
          pending={undo.isPending}
          onClick={() => undo.mutate({ trackCode: move.trackCode, move: { from: move.from, to: move.to } })}
        >
          {t('staff.undo')}
        </Button>
      ) : null}
    </div>
  );
}
