import { useRef, useState } from 'react';
import { UNDO_WINDOW_MS, type ParcelStatus, type StaffParcel } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { ParcelStatusBadge } from '@/components/parcel-status/parcel-status';
import { SelectField } from '@/components/select-field/select-field';
import { TextField } from '@/components/text-field/text-field';
import { useUndoParcelMove } from '@/data/parcels/undo-parcel-move';
import { useUpdateParcel } from '@/data/parcels/update-parcel';
import { useForAWhile } from '@/hooks/use-for-a-while';
import { counterCatalogue } from '@/i18n/catalogues/counter';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';
import { toApiError } from '@/lib/http';
import { ScanCodeForm } from './scan-code-form';
import * as styles from './staff.css';

type Scan =
  | { code: string; state: 'pending' }
  /** `from`: the status the scan moved it from, null when it was already there (nothing to undo). */
  | { code: string; state: 'done'; status: ParcelStatus; from: ParcelStatus | null }
  | { code: string; state: 'undone'; status: ParcelStatus }
  | { code: string; state: 'failed'; message: string };

/** Where the scan moved the parcel from: the move before its last, when its last is the move to `target`. */
function movedFrom(parcel: StaffParcel, target: ParcelStatus): ParcelStatus | null {
  const moves = parcel.history.filter((entry) => entry.event !== 'EDIT');
  const [before, last] = moves.slice(-2);
  return last?.status === target && before && before.status !== target ? before.status : null;
}

/** Where a batch usually moves parcels: in at the warehouse, onto the truck, out for delivery. */
const BATCH_TARGETS = ['RECEIVED', 'SENT', 'DELIVERED'] as const satisfies readonly ParcelStatus[];
type BatchTarget = (typeof BATCH_TARGETS)[number];

/**
 * Loading a truck: every scanned code is PATCHed to the chosen status at once, and the field is
 * ready for the next scan while the answer comes back. Each code gets its own result row.
 */
export function BatchStatus() {
  const t = useT(staffCatalogue);
  const update = useUpdateParcel({ quiet: true });
  const codeRef = useRef<HTMLInputElement>(null);
  const tc = useT(counterCatalogue);
  const [target, setTarget] = useState<BatchTarget>('SENT');
  // "This shelf": arrivals at Ulaanbaatar scanned in one run go onto one shelf place.
  const [shelf, setShelf] = useState('');
  const [scans, setScans] = useState<Scan[]>([]);
  const [repeated, setRepeated] = useState<string | null>(null);

  const setScan = (scan: Scan) => setScans((current) => current.map((item) => (item.code === scan.code ? scan : item)));

  function move(code: string) {
    // A box scanned twice (it happens on a conveyor) is not sent twice; retrying a failed or undone one is.
    const previous = scans.find((scan) => scan.code === code);
    if (previous && previous.state !== 'failed' && previous.state !== 'undone') {
      setRepeated(code);
      return;
    }
    setRepeated(null);
    setScans((current) => [{ code, state: 'pending' }, ...current.filter((scan) => scan.code !== code)]);
    // mutateAsync, not mutate's callbacks: react-query calls those only for the latest of
    // overlapping calls, and scans come faster than answers, so earlier rows would stay pending.
    const place = target === 'DELIVERED' ? shelf.trim() : '';
    update.mutateAsync({ trackCode: code, patch: { status: target, ...(place ? { shelf: place } : {}) } }).then(
      (parcel) => setScan({ code, state: 'done', status: parcel.status, from: movedFrom(parcel, target) }),
      (failure: unknown) => setScan({ code, state: 'failed', message: toApiError(failure).message }),
    );
  }

  const done = scans.filter((scan) => scan.state === 'done').length;
  const failed = scans.filter((scan) => scan.state === 'failed').length;

  return (
    <div className={styles.split}>
      <Card className={styles.stack}>
        <SelectField
          label={t('staff.batchTarget')}
          value={target}
          options={BATCH_TARGETS.map((value) => ({ value, label: t(`status.${value}`) }))}
          onChange={setTarget}
        />
        {target === 'DELIVERED' ? (
          <TextField
            label={tc('counter.shelfOptional')}
            name="batchShelf"
            value={shelf}
            onChange={(event) => setShelf(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={12}
          />
        ) : null}
        <ScanCodeForm onScan={move} afterScan="clear" inputRef={codeRef} enterKeyHint="send" />
        <p className={styles.hint}>{t('staff.batchHint')}</p>
      </Card>
      <Card
        title={t('staff.batchList')}
        action={
          <span className={styles.meta} role="status">
            {t('staff.batchSummary', { ok: done, failed })}
          </span>
        }
      >
        {repeated ? (
          <p className={styles.meta} role="status">
            {t('staff.batchAgain')}: <span className={styles.code}>{repeated}</span>
          </p>
        ) : null}
        {scans.length === 0 ? (
          <p className={styles.hint}>{t('staff.batchEmpty')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('staff.batchList')}>
            {scans.map((scan) => (
              <li key={scan.code} className={styles.listItem} data-state={scan.state}>
                <span className={styles.code}>{scan.code}</span>
                {scan.state === 'done' || scan.state === 'undone' ? <ParcelStatusBadge status={scan.status} /> : null}
                {scan.state === 'done' && scan.from ? (
                  <UndoScan code={scan.code} move={{ from: scan.from, to: scan.status }} onUndone={setScan} />
                ) : null}
                {scan.state === 'undone' ? <span className={styles.meta}>{t('staff.undoneEntry')}</span> : null}
                {scan.state === 'pending' ? <span className={styles.meta}>{t('staff.batchPending')}</span> : null}
                {scan.state === 'failed' ? <span className={`${styles.errorText} ${styles.full}`}>{scan.message}</span> : null}
              </li>
            ))}
          </ul>
        )}
        {scans.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => setScans([])}>
            {t('staff.batchClear')}
          </Button>
        ) : null}
      </Card>
    </div>
  );
}

/**
 * "Буцаах" on one loaded parcel (a box that went on the wrong truck), for as long as the server
 * takes the move back: the caller's own last move, within UNDO_WINDOW_MS.
 */
function UndoScan({
  code,
  move,
  onUndone,
}: {
  code: string;
  move: { from: ParcelStatus; to: ParcelStatus };
  onUndone: (scan: Scan) => void;
}) {
  const t = useT(staffCatalogue);
  const undo = useUndoParcelMove();
  const offered = useForAWhile(UNDO_WINDOW_MS);
  if (!offered) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className={styles.rowAction}
      pending={undo.isPending}
      aria-label={`${t('staff.undo')}: ${code}`}
      // A refusal (too late, moved on since) comes as the usual error toast; the row stays as it was.
      onClick={() =>
        undo.mutate({ trackCode: code, move }, { onSuccess: (parcel) => onUndone({ code, state: 'undone', status: parcel.status }) })
      }
    >
      {t('staff.undo')}
    </Button>
  );
}
