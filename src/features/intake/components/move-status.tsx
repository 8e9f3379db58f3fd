import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Card } from '@/components/card/card';
import { Segmented } from '@/components/segmented/segmented';
import { Spinner } from '@/components/spinner/spinner';
import { staffParcelQueryOptions } from '@/data/parcels/get-staff-parcel';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';
import { BatchStatus } from './batch-status';
import { ParcelDetails } from './parcel-details';
import { ScanCodeForm } from './scan-code-form';
import { UndoBar, type StatusMove } from './undo-bar';
import * as styles from '@/components/staff/staff.css';

type Mode = 'one' | 'batch';

/** Moving parcels along their statuses: one scanned parcel at a time, or a whole truck in a row. */
export function MoveStatus() {
  const t = useT(staffCatalogue);
  const [mode, setMode] = useState<Mode>('one');
  return (
    <div className={styles.stack}>
      <Segmented
        legend={t('staff.mode')}
        value={mode}
        options={[
          { value: 'one', label: t('staff.modeOne') },
          { value: 'batch', label: t('staff.modeBatch') },
        ]}
        onChange={setMode}
      />
      {mode === 'one' ? <SingleParcel /> : <BatchStatus />}
    </div>
  );
}

function SingleParcel() {
  const t = useT(staffCatalogue);
  const codeRef = useRef<HTMLInputElement>(null);
  const [trackCode, setTrackCode] = useState<string | null>(null);
  const [lastMove, setLastMove] = useState<(StatusMove & { id: number }) | null>(null);
  const parcel = useQuery({ ...staffParcelQueryOptions(trackCode ?? ''), enabled: trackCode !== null });
  const resultId = useId();

  const find = (code: string) => {
    if (code === trackCode) void parcel.refetch();
    setTrackCode(code);
  };

  /** After a move the line says so (with its undo) and the cursor goes back to the code field, ready for the next parcel. */
  function moved(move: StatusMove) {
    setLastMove({ ...move, id: Date.now() });
    codeRef.current?.focus();
    codeRef.current?.select();
  }

  const notFound = parcel.error?.code === 404;

  return (
    <div className={styles.split}>
      <Card>
        <ScanCodeForm
          role="search"
          aria-label={t('staff.findParcel')}
          onScan={find}
          afterScan="select"
          inputRef={codeRef}
          enterKeyHint="search"
          controls={resultId}
        />
        <p className={styles.hint}>{t('staff.findHint')}</p>
        {lastMove ? <UndoBar key={lastMove.id} move={lastMove} /> : null}
      </Card>
      <div id={resultId}>
        {trackCode === null ? null : parcel.isPending ? (
          <Spinner />
        ) : notFound ? (
          <Card>
            <p className={styles.errorText} role="alert">
              {t('staff.notFound')}: <span className={styles.code}>{trackCode}</span>
            </p>
          </Card>
        ) : parcel.data ? (
          <ParcelDetails parcel={parcel.data} onMoved={moved} />
        ) : null}
      </div>
    </div>
  );
}
