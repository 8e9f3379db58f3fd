import { useState } from 'react';
import { HANDOVER_UNDO_WINDOW_MS, type Handover } from '@contract';
import { Button } from '@/components/button/button';
import { useUndoHandover } from '@/data/counter/counter';
import { useStoredUser } from '@/data/session/stored-user';
import { minutesAndSeconds, useSecondsLeft } from '@/hooks/use-time-left';
import { counterCatalogue } from '@/i18n/catalogues/counter';
import { useT } from '@/i18n/i18n';
import { notify } from '@/lib/toast';
import * as counterStyles from '@/components/staff/counter.css';
import * as styles from '@/components/staff/staff.css';

/**
 * A handover's receipt (opened in a new tab, so the counter and its undo stay where they are; printed
 * again from there) and, while its window is open, "Буцаах · 4:32": the staff member's own handover,
 * within HANDOVER_UNDO_WINDOW_MS of it. The button goes when the time is up.
 */
export function HandoverActions({ handover, onUndone }: { handover: Handover; onUndone?: () => void }) {
  const t = useT(counterCatalogue);
  return (
    <div className={counterStyles.doneActions}>
      <a href={`/staff/receipt/${handover.id}`} target="_blank" rel="noopener" className={styles.fileButton}>
        {t('counter.receipt')}
      </a>
      <UndoButton handover={handover} onUndone={onUndone} />
    </div>
  );
}

function UndoButton({ handover, onUndone }: { handover: Handover; onUndone: (() => void) | undefined }) {
  const t = useT(counterCatalogue);
  const user = useStoredUser();
  const undo = useUndoHandover();
  const secondsLeft = useSecondsLeft(Date.parse(handover.at) + HANDOVER_UNDO_WINDOW_MS);
  // The server said the window is over (its clock decides, not this one).
  const [expired, setExpired] = useState(false);
  const own = user?.id === handover.staff.id;
  if (!own || handover.voidedAt || expired || secondsLeft === 0) return null;
  return (
    <Button
      variant="secondary"
      pending={undo.isPending}
      onClick={() =>
        undo.mutate(handover.id, {
          onSuccess: () => {
            notify.success(t('counter.undone'));
            onUndone?.();
          },
          onError: (error) => {
            if (error.reason === 'UNDO_EXPIRED') setExpired(true);
          },
        })
      }
    >
      {t('counter.undoFor', { time: minutesAndSeconds(secondsLeft) })}
    </Button>
  );
}
