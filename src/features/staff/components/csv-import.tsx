import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { countParcelCsvLines, PARCEL_CSV_MAX_BYTES, type ParcelImportResult } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { notify } from '@/lib/toast';
import { useImportParcels } from '../api/parcels';
import { readFileText } from '../lib/csv';
import { fill, useStaffTexts } from '../texts';
import * as styles from './staff.css';

/** A batch from a spreadsheet: choose a file or paste lines, see how many will go, send, read the result. */
export function CsvImport() {
  const texts = useStaffTexts();
  const send = useImportParcels();
  const fileId = useId();
  const textId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ParcelImportResult | null>(null);
  const lines = countParcelCsvLines(text);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > PARCEL_CSV_MAX_BYTES) {
      setError(texts.csvTooBig);
      return;
    }
    setText(await readFileText(file));
    setError(null);
    setResult(null);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    if (lines === 0) {
      setError(texts.csvEmpty);
      return;
    }
    if (new Blob([text]).size > PARCEL_CSV_MAX_BYTES) {
      setError(texts.csvTooBig);
      return;
    }
    send.mutate(text, {
      onSuccess: (answer) => {
        setResult(answer);
        notify.success(texts.csvDone);
      },
    });
  }

  return (
    <div className={styles.split}>
      <Card>
        <form className={styles.stack} onSubmit={onSubmit} noValidate>
          <p className={styles.hint}>{texts.csvFormat}</p>
          <div className={styles.selectField}>
            <label className={styles.selectLabel} htmlFor={fileId}>
              {texts.csvFile}
            </label>
            <input id={fileId} type="file" accept=".csv,text/csv,text/plain" onChange={(event) => void onFile(event)} />
          </div>
          <div className={styles.selectField}>
            <label className={styles.selectLabel} htmlFor={textId}>
              {texts.csvText}
            </label>
            <textarea
              id={textId}
              className={styles.textarea}
              value={text}
              spellCheck={false}
              placeholder="trackCode,phone,price"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
                setResult(null);
              }}
            />
            {error ? (
              <span id={errorId} className={styles.errorText} role="alert">
                {error}
              </span>
            ) : null}
          </div>
          <p className={styles.meta} aria-live="polite">
            {fill(texts.csvLines, { count: lines })}
          </p>
          <Button type="submit" block pending={send.isPending}>
            {texts.csvSend}
          </Button>
        </form>
      </Card>
      {result ? <ImportResult result={result} /> : null}
    </div>
  );
}

function ImportResult({ result }: { result: ParcelImportResult }) {
  const texts = useStaffTexts();
  return (
    <Card className={styles.stack} role="status" aria-label={texts.csvDone}>
      <div className={styles.counters}>
        <p className={styles.counter}>
          <span className={styles.counterValue}>{result.created}</span>
          <span className={styles.meta}>{texts.csvCreated}</span>
        </p>
        <p className={styles.counter}>
          <span className={styles.counterValue}>{result.updated}</span>
          <span className={styles.meta}>{texts.csvUpdated}</span>
        </p>
        <p className={styles.counter}>
          <span className={styles.counterValue}>{result.errors.length}</span>
          <span className={styles.meta}>{texts.csvErrors}</span>
        </p>
      </div>
      {result.errors.length > 0 ? (
        <ul className={styles.list} aria-label={texts.csvErrors}>
          {result.errors.map((lineError) => (
            <li key={lineError.line} className={styles.listItem}>
              <span className={styles.code}>{fill(texts.csvLine, { line: lineError.line })}</span>
              <span className={`${styles.errorText} ${styles.full}`}>{lineError.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
