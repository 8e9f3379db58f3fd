import { useRef, useState } from 'react';
import type { ParcelStatus } from '@contract';
import { UNDO_WINDOW_MS } from '@contract/undo-window';
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
import { useScanQueue, type ScanEntry } from '../lib/scan-queue';
import { ScanCodeForm } from './scan-code-form';
import * as styles from '@/components/staff/staff.css';
import { LabelLink } from '../labels/label-page';

/** `from`: the status the scan moved it from, null when it was already there (nothing to undo). */
type BatchMove = { status: ParcelStatus; from: ParcelStatus | null; undone: boolean };
type BatchScan = ScanEntry<{ code: string; target: ParcelStatus }, BatchMove>;

/** How a row reads in the page (and to the e2e tests): pending, done, undone or failed. */
function rowState(scan: BatchScan): string {
  if (scan.state === 'done') return scan.result.undone ? 'undone' : 'done';
  return scan.state === 'failed' ? 'failed' : 'pending';
}

/** Scanned again: a failed or undone code is sent again; one pending or moved is not (a box scanned twice on a conveyor). */
const mayScanAgain = (scan: BatchScan) => scan.state === 'failed' || (scan.state === 'done' && scan.result.undone);

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
  const [repeated, setRepeated] = useState<string | null>(null);
  // Moves of different parcels do not touch each other, so a few run at once; a code is never queued twice.
  const queue = useScanQueue({
    save: async ({ code, target: status, shelf: place }: { code: string; target: ParcelStatus; shelf: string }): Promise<BatchMove> => {
      const parcel = await update.mutateAsync({ trackCode: code, patch: { status, ...(place ? { shelf: place } : {}) } });
      // The server says where this very PATCH moved the parcel from (absent: it was there already).
      return { status: parcel.status, from: parcel.movedFrom ?? null, undone: false };
    },
    concurrency: 4,
  });
  const scans = queue.entries;

  function move(code: string) {
    const previous = scans.find((scan) => scan.input.code === code);
    if (previous && !mayScanAgain(previous)) {
      setRepeated(code);
      return;
    }
    setRepeated(null);
    if (previous) queue.forget(previous.id);
    queue.add({ code, target, shelf: target === 'DELIVERED' ? shelf.trim() : '' });
  }

  const done = scans.filter((scan) => rowState(scan) === 'done').length;
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
              <BatchRow key={scan.id} scan={scan} onUndone={(status) => queue.setResult(scan.id, { status, from: null, undone: true })} />
            ))}
          </ul>
        )}
        {scans.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={queue.clearFinished}>
            {t('staff.batchClear')}
          </Button>
        ) : null}
      </Card>
    </div>
  );
}

/** One scanned code: saving, its new status (with "Буцаах" while it lasts), undone, or why it failed. */
function BatchRow({ scan, onUndone }: { scan: BatchScan; onUndone: (status: ParcelStatus) => void }) {
  const t = useT(staffCatalogue);
  const { code } = scan.input;
  const moved = scan.state === 'done' ? scan.result : null;
  return (
    <li className={styles.scanRow} data-state={rowState(scan)}>
      <span className={styles.wholeCode}>{code}</span>
      {moved ? <ParcelStatusBadge status={moved.status} /> : null}
      {moved?.from && !moved.undone ? <UndoScan code={code} move={{ from: moved.from, to: moved.status }} onUndone={onUndone} /> : null}
      {moved?.undone ? <span className={styles.meta}>{t('staff.undoneEntry')}</span> : null}
      {moved ? <LabelLink trackCode={code} /> : null}
      {rowState(scan) === 'pending' ? <span className={styles.meta}>{t('staff.batchPending')}</span> : null}
      {scan.state === 'failed' ? <span className={`${styles.errorText} ${styles.full}`}>{scan.error.message}</span> : null}
    </li>
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
  onUndone: (status: ParcelStatus) => void;
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
      onClick={() => undo.mutate({ trackCode: code, move }, { onSuccess: (parcel) => onUndone(parcel.status) })}
    >
      {t('staff.undo')}
    </Button>
  );
}
