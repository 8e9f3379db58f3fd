import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { trackCodeSchema } from '@contract';
import { Card } from '@/components/card/card';
import { Segmented } from '@/components/segmented/segmented';
import { Spinner } from '@/components/spinner/spinner';
import { ApiError } from '@/lib/http';
import { staffParcelQueryOptions } from '../api/parcels';
import { useStaffTexts } from '../texts';
import { BatchStatus } from './batch-status';
import { ParcelDetails } from './parcel-details';
import { ScanCodeField } from './scan-code-field';
import * as styles from './staff.css';

type Mode = 'one' | 'batch';

/** Moving parcels along their statuses: one scanned parcel at a time, or a whole truck in a row. */
export function MoveStatus() {
  const texts = useStaffTexts();
  const [mode, setMode] = useState<Mode>('one');
  return (
    <div className={styles.stack}>
      <Segmented
        legend={texts.mode}
        value={mode}
        options={[
          { value: 'one', label: texts.modeOne },
          { value: 'batch', label: texts.modeBatch },
        ]}
        onChange={setMode}
      />
      {mode === 'one' ? <SingleParcel /> : <BatchStatus />}
    </div>
  );
}

function SingleParcel() {
  const texts = useStaffTexts();
  const codeRef = useRef<HTMLInputElement>(null);
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [trackCode, setTrackCode] = useState<string | null>(null);
  const parcel = useQuery({ ...staffParcelQueryOptions(trackCode ?? ''), enabled: trackCode !== null });
  const resultId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = trackCodeSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? texts.notFound);
      return;
    }
    setError(null);
    if (parsed.data === trackCode) void parcel.refetch();
    setTrackCode(parsed.data);
    // Selected, so the next scan replaces this code.
    codeRef.current?.select();
  }

  /** After a move the cursor goes back to the code field, ready for the next parcel. */
  function readyForNext() {
    codeRef.current?.focus();
    codeRef.current?.select();
  }

  const notFound = parcel.error instanceof ApiError && parcel.error.code === 404;

  return (
    <div className={styles.split}>
      <Card>
        <form onSubmit={onSubmit} noValidate role="search" aria-label={texts.findParcel}>
          <ScanCodeField
            ref={codeRef}
            value={input}
            error={error}
            onChange={(event) => {
              setInput(event.target.value);
              setError(null);
            }}
            enterKeyHint="search"
            aria-controls={resultId}
          />
          <p className={styles.hint}>{texts.findHint}</p>
        </form>
      </Card>
      <div id={resultId}>
        {trackCode === null ? null : parcel.isPending ? (
          <Spinner />
        ) : notFound ? (
          <Card>
            <p className={styles.errorText} role="alert">
              {texts.notFound}: <span className={styles.code}>{trackCode}</span>
            </p>
          </Card>
        ) : parcel.data ? (
          <ParcelDetails parcel={parcel.data} onDone={readyForNext} />
        ) : null}
      </div>
    </div>
  );
}
