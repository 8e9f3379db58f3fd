import { useId, useState, type FormEvent } from 'react';
import { countParcelCsvLines, PARCEL_CSV_MAX_BYTES, type ParcelImportPreview, type ParcelImportResult } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';
import { formatTugrik } from '@/lib/format';
import { formActions } from '@/styles/form.css';
import { notify } from '@/lib/toast';
import { useImportParcels, usePreviewParcelImport } from '@/data/parcels/import-parcels';
import { readFileText } from '../lib/csv';
import { CsvFileDrop } from './csv-file-drop';
import { FieldChanges } from '@/components/staff/field-changes';
import * as styles from '@/components/staff/staff.css';

/**
 * A batch from a spreadsheet: choose, drop or paste lines; the server previews what they would do
 * (new parcels, changed customers and prices, bad lines) and only a confirmed preview is imported.
 */
export function CsvImport() {
  const t = useT(staffCatalogue);
  const preview = usePreviewParcelImport();
  const send = useImportParcels();
  const textId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ParcelImportResult | null>(null);
  const lines = countParcelCsvLines(text);

  function changeText(next: string) {
    setText(next);
    setError(null);
    setResult(null);
    preview.reset();
  }

  async function onFile(file: File) {
    if (file.size > PARCEL_CSV_MAX_BYTES) {
      setError(t('staff.csvTooBig'));
      return;
    }
    changeText(await readFileText(file));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (preview.isPending) return;
    if (lines === 0) {
      setError(t('staff.csvEmpty'));
      return;
    }
    if (new Blob([text]).size > PARCEL_CSV_MAX_BYTES) {
      setError(t('staff.csvTooBig'));
      return;
    }
    setResult(null);
    preview.mutate(text);
  }

  function confirm() {
    if (send.isPending) return;
    send.mutate(text, {
      onSuccess: (answer) => {
        preview.reset();
        setResult(answer);
        notify.success(t('staff.csvDone'));
      },
    });
  }

  return (
    <div className={styles.split}>
      <Card>
        <form className={styles.stack} onSubmit={onSubmit} noValidate>
          <p className={styles.hint}>{t('staff.csvFormat')}</p>
          <CsvFileDrop label={t('staff.csvFile')} dropHint={t('staff.csvDrop')} onFile={(file) => void onFile(file)} />
          <div className={styles.selectField}>
            <label className={styles.selectLabel} htmlFor={textId}>
              {t('staff.csvText')}
            </label>
            <textarea
              id={textId}
              className={styles.textarea}
              value={text}
              spellCheck={false}
              placeholder="trackCode,phone,price"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => changeText(event.target.value)}
            />
            {error ? (
              <span id={errorId} className={styles.errorText} role="alert">
                {error}
              </span>
            ) : null}
          </div>
          <p className={styles.meta} aria-live="polite">
            {t('staff.csvLines', { count: lines })}
          </p>
          <Button type="submit" variant={preview.data ? 'outline' : 'primary'} block pending={preview.isPending}>
            {t('staff.csvPreview')}
          </Button>
        </form>
      </Card>
      {preview.data ? <ImportPreview preview={preview.data} pending={send.isPending} onCancel={preview.reset} onConfirm={confirm} /> : null}
      {result ? <ImportResult result={result} /> : null}
    </div>
  );
}

type ImportPreviewProps = { preview: ParcelImportPreview; pending: boolean; onCancel: () => void; onConfirm: () => void };

function ImportPreview({ preview, pending, onCancel, onConfirm }: ImportPreviewProps) {
  const t = useT(staffCatalogue);
  const anything = preview.created.length + preview.updated.length > 0;
  return (
    <Card className={styles.stack} title={t('staff.csvPreviewTitle')} aria-label={t('staff.csvPreviewTitle')}>
      <Counters created={preview.created.length} updated={preview.updated.length} errors={preview.errors.length} tense="future" />
      {preview.updated.length > 0 ? (
        <ul className={styles.list} aria-label={t('staff.csvChanges')}>
          {preview.updated.map(({ line, trackCode, changes }) => (
            <li key={line} className={changes.phone ? `${styles.scanRow} ${styles.customerChange}` : styles.scanRow}>
              <span className={styles.wholeCode}>{trackCode}</span>
              <FieldChanges changes={changes} customerLabel={t('staff.csvCustomerChange')} priceLabel={t('staff.csvPriceChange')} />
            </li>
          ))}
        </ul>
      ) : null}
      {preview.created.length > 0 ? (
        <ul className={styles.list} aria-label={t('staff.csvNew')}>
          {preview.created.map(({ line, trackCode, phone, price }) => (
            <li key={line} className={styles.scanRow}>
              <span className={styles.wholeCode}>{trackCode}</span>
              <span className={styles.meta}>
                {phone} · {formatTugrik(price)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {preview.unchanged > 0 ? <p className={styles.meta}>{t('staff.csvUnchanged', { count: preview.unchanged })}</p> : null}
      <LineErrors errors={preview.errors} />
      {anything ? null : <p className={styles.hint}>{t('staff.csvNothing')}</p>}
      <div className={formActions}>
        <Button variant="outline" onClick={onCancel}>
          {t('profile.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={!anything} pending={pending}>
          {t('staff.csvConfirm')}
        </Button>
      </div>
    </Card>
  );
}

function ImportResult({ result }: { result: ParcelImportResult }) {
  const t = useT(staffCatalogue);
  return (
    <Card className={styles.stack} role="status" aria-label={t('staff.csvDone')}>
      <Counters created={result.created} updated={result.updated} errors={result.errors.length} tense="past" />
      <LineErrors errors={result.errors} />
    </Card>
  );
}

type CountersProps = { created: number; updated: number; errors: number; tense: 'future' | 'past' };

/** The preview says what will happen ("бүртгэгдэнэ"): nothing is written until "Баталгаажуулж оруулах". */
function Counters({ created, updated, errors, tense }: CountersProps) {
  const t = useT(staffCatalogue);
  const counters = [
    [created, tense === 'future' ? 'staff.csvWillCreate' : 'staff.csvCreated'],
    [updated, tense === 'future' ? 'staff.csvWillUpdate' : 'staff.csvUpdated'],
    [errors, 'staff.csvErrors'],
  ] as const;
  return (
    <div className={styles.counters}>
      {counters.map(([value, label]) => (
        <p key={label} className={styles.counter}>
          <span className={styles.counterValue}>{value}</span>
          <span className={styles.meta}>{t(label)}</span>
        </p>
      ))}
    </div>
  );
}

function LineErrors({ errors }: { errors: ParcelImportResult['errors'] }) {
  const t = useT(staffCatalogue);
  if (errors.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('staff.csvErrors')}>
      {errors.map((lineError) => (
        <li key={lineError.line} className={styles.scanRow}>
          <span className={styles.wholeCode}>{t('staff.csvLine', { line: lineError.line })}</span>
          <span className={`${styles.errorText} ${styles.full}`}>{lineError.message}</span>
        </li>
      ))}
    </ul>
  );
}
