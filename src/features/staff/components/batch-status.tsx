import { useRef, useState, type FormEvent } from 'react';
import { trackCodeSchema, type ParcelStatus } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { ParcelStatusBadge } from '@/components/parcel-status/parcel-status';
import { useT } from '@/i18n/i18n';
import { toApiError } from '@/lib/http';
import { useUpdateParcel } from '../api/parcels';
import { fill, useStaffTexts } from '../texts';
import { SelectField } from './select-field';
import { ScanCodeField } from './scan-code-field';
import * as styles from './staff.css';

type Scan =
  | { code: string; state: 'pending' }
  | { code: string; state: 'done'; status: ParcelStatus }
  | { code: string; state: 'failed'; message: string };

/** Where a batch usually moves parcels: in at the warehouse, onto the truck, out for delivery. */
const BATCH_TARGETS = ['RECEIVED', 'SENT', 'DELIVERED'] as const satisfies readonly ParcelStatus[];
type BatchTarget = (typeof BATCH_TARGETS)[number];

/**
 * Loading a truck: every scanned code is PATCHed to the chosen status at once, and the field is
 * ready for the next scan while the answer comes back. Each code gets its own result row.
 */
export function BatchStatus() {
  const t = useT();
  const texts = useStaffTexts();
  const update = useUpdateParcel({ quiet: true });
  const codeRef = useRef<HTMLInputElement>(null);
  const [target, setTarget] = useState<BatchTarget>('SENT');
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [scans, setScans] = useState<Scan[]>([]);
  const [repeated, setRepeated] = useState<string | null>(null);

  const setScan = (scan: Scan) => setScans((current) => current.map((item) => (item.code === scan.code ? scan : item)));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = trackCodeSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      codeRef.current?.select();
      return;
    }
    const code = parsed.data;
    setInput('');
    setError(null);
    // A box scanned twice (it happens on a conveyor) is not sent twice; retrying a failed one is.
    const previous = scans.find((scan) => scan.code === code);
    if (previous && previous.state !== 'failed') {
      setRepeated(code);
      return;
    }
    setRepeated(null);
    setScans((current) => [{ code, state: 'pending' }, ...current.filter((scan) => scan.code !== code)]);
    // mutateAsync, not mutate's callbacks: react-query calls those only for the latest of
    // overlapping calls, and scans come faster than answers, so earlier rows would stay pending.
    update.mutateAsync({ trackCode: code, patch: { status: target } }).then(
      (parcel) => setScan({ code, state: 'done', status: parcel.status }),
      (failure: unknown) => setScan({ code, state: 'failed', message: toApiError(failure).message }),
    );
  }

  const done = scans.filter((scan) => scan.state === 'done').length;
  const failed = scans.filter((scan) => scan.state === 'failed').length;

  return (
    <div className={styles.split}>
      <Card className={styles.stack}>
        <SelectField
          label={texts.batchTarget}
          value={target}
          options={BATCH_TARGETS.map((value) => ({ value, label: t(`status.${value}`) }))}
          onChange={setTarget}
        />
        <form onSubmit={onSubmit} noValidate>
          <ScanCodeField
            ref={codeRef}
            value={input}
            error={error}
            onChange={(event) => {
              setInput(event.target.value);
              setError(null);
            }}
            enterKeyHint="send"
          />
        </form>
        <p className={styles.hint}>{texts.batchHint}</p>
      </Card>
      <Card>
        <div className={styles.listHeader}>
          <h2 className={styles.sectionTitle}>{texts.batchList}</h2>
          <span className={styles.meta} role="status">
            {fill(texts.batchSummary, { ok: done, failed })}
          </span>
        </div>
        {repeated ? (
          <p className={styles.meta} role="status">
            {texts.batchAgain}: <span className={styles.code}>{repeated}</span>
          </p>
        ) : null}
        {scans.length === 0 ? (
          <p className={styles.hint}>{texts.batchEmpty}</p>
        ) : (
          <ul className={styles.list} aria-label={texts.batchList}>
            {scans.map((scan) => (
              <li key={scan.code} className={styles.listItem} data-state={scan.state}>
                <span className={styles.code}>{scan.code}</span>
                {scan.state === 'done' ? <ParcelStatusBadge status={scan.status} /> : null}
                {scan.state === 'pending' ? <span className={styles.meta}>{texts.batchPending}</span> : null}
                {scan.state === 'failed' ? <span className={`${styles.errorText} ${styles.full}`}>{scan.message}</span> : null}
              </li>
            ))}
          </ul>
        )}
        {scans.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => setScans([])}>
            {texts.batchClear}
          </Button>
        ) : null}
      </Card>
    </div>
  );
}
