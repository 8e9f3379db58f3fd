import { useState } from 'react';
import type { FoundCode } from '@contract/share-text';
import { Button } from '@/components/button/button';
import * as fieldStyles from '@/components/field-frame/field-frame.css';
import { arrivalCatalogue } from '@/i18n/catalogues/arrival';
import { useT } from '@/i18n/i18n';
import * as styles from './my-parcels.css';

export type OfferedCode = FoundCode & { ticked: boolean };

interface FoundCodesProps {
  codes: OfferedCode[];
  sending: boolean;
  onChange: (codes: OfferedCode[]) => void;
  onAdd: (codes: FoundCode[]) => void;
  onCancel: () => void;
}

/** The codes found in a pasted text, ticked, each with the text around it as its note (editable). */
export function FoundCodes({ codes, sending, onChange, onAdd, onCancel }: FoundCodesProps) {
  const t = useT(arrivalCatalogue);
  const [error, setError] = useState<string | null>(null);
  const ticked = codes.filter((code) => code.ticked);
  const change = (index: number, patch: Partial<OfferedCode>) => {
    setError(null);
    onChange(codes.map((code, at) => (at === index ? { ...code, ...patch } : code)));
  };
  const add = () => {
    if (ticked.length === 0) setError(t('arrival.foundNone'));
    else onAdd(ticked.map(({ trackCode, note }) => ({ trackCode, note })));
  };

  return (
    <fieldset className={styles.found}>
      <legend className={styles.addTitle}>{t('arrival.foundTitle')}</legend>
      <p className={styles.note}>{t('arrival.foundHint')}</p>
      <ul className={styles.foundList}>
        {codes.map((code, index) => (
          <li key={code.trackCode} className={styles.foundItem}>
            <label className={styles.foundCode}>
              <input type="checkbox" checked={code.ticked} onChange={(event) => change(index, { ticked: event.target.checked })} />
              <span className={styles.trackCode}>{code.trackCode}</span>
            </label>
            <input
              className={fieldStyles.control}
              aria-label={t('arrival.foundNote', { code: code.trackCode })}
              maxLength={100}
              autoComplete="off"
              value={code.note}
              onChange={(event) => change(index, { note: event.target.value })}
            />
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.addActions}>
        <Button variant="outline" onClick={onCancel}>
          {t('arrival.foundCancel')}
        </Button>
        <Button onClick={add} pending={sending}>
          {t('arrival.foundAdd', { count: ticked.length })}
        </Button>
      </div>
    </fieldset>
  );
}
