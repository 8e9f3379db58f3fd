import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/text-field/text-field';
import { tripsCatalogue } from '@/i18n/catalogues/trips';
import { useT } from '@/i18n/i18n';
import { useScanSignal, type ScanOutcome } from '../scan-signal';
import * as styles from './trips.css';

export interface ScanRefusal {
  trackCode: string;
  message: string;
}

/**
 * The scan field of loading and unloading: Enter sends the code (or several pasted at once, one a
 * line or spaced) and empties the field for the next scan; each refused code is listed with why.
 * Each run's outcome sounds and flashes as at the intake station (a failed call is an error).
 */
export function TripScanForm({
  label,
  pending,
  onScan,
  extraFields,
  result,
}: {
  label: string;
  pending: boolean;
  onScan: (trackCodes: string[]) => Promise<ScanOutcome>;
  extraFields?: ReactNode;
  result?: ReactNode;
}) {
  const t = useT(tripsCatalogue);
  const [text, setText] = useState('');
  const signalScan = useScanSignal();
  const flashRef = useRef<HTMLFormElement>(null);
  const signal = (outcome: ScanOutcome) => {
    signalScan(outcome);
    const form = flashRef.current;
    if (!form) return;
    form.removeAttribute('data-flash');
    // Reading the layout restarts the animation for a second outcome of the same kind.
    void form.offsetWidth;
    form.setAttribute('data-flash', outcome);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const codes = text
      .split(/[\s,;]+/)
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean);
    if (codes.length === 0) return;
    setText('');
    let outcome: ScanOutcome;
    try {
      outcome = await onScan(codes);
    } catch {
      // The call failed (offline, the server's error toast): nothing was loaded or unloaded.
      outcome = 'error';
    }
    signal(outcome);
  };
  return (
    <form ref={flashRef} className={`${styles.stack} ${styles.flashing}`} onSubmit={(event) => void submit(event)}>
      <div className={styles.formGrid}>
        <TextField
          label={t('trips.scanCodes')}
          name="tripTrackCodes"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoFocus
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
        />
        {extraFields}
        {/* Never `pending`: a pending button swallows Enter, and a scanner's next code comes before the answer. */}
        <Button type="submit" aria-busy={pending || undefined}>
          {label}
        </Button>
      </div>
      {result}
    </form>
  );
}

/** What the last scan run did: how many went, and each refusal or warning on its own line. */
export function ScanResult({ done, lines }: { done: string; lines: Array<{ trackCode: string; message: string; warn: boolean }> }) {
  return (
    <div role="status">
      <p className={styles.ok}>{done}</p>
      {lines.length > 0 ? (
        <ul className={styles.list}>
          {lines.map((line) => (
            <li key={line.trackCode} className={styles.item}>
              <span className={styles.code}>{line.trackCode}</span>
              <span className={styles.warning}>{line.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
