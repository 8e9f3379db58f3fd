import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { CounterAnswer, Handover } from '@contract';
import { TRACK_CODE_MAX_LENGTH } from '@contract/track-code';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { Spinner } from '@/components/spinner/spinner';
import { TextField } from '@/components/text-field/text-field';
import { counterQueryOptions } from '@/data/counter/counter';
import { counterCatalogue } from '@/i18n/catalogues/counter';
import { useT } from '@/i18n/i18n';
import { CounterCustomer, type MeasuresButton } from './counter-customer';
import { HandedOver } from './handed-over';
import * as styles from '@/components/staff/staff.css';

/**
 * "Олгох": the worker scans or types the customer's phone, pickup code (or its QR) or a parcel's
 * code; the customer's ready parcels come by shelf, all ticked; the worker takes the money, chooses
 * how it was paid and presses "Олгох". The result stays with its receipt and undo until the next search.
 */
export function CounterDesk({ MeasuresButton }: { MeasuresButton: MeasuresButton }) {
  const t = useT(counterCatalogue);
  const fieldRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [q, setQ] = useState<string | null>(null);
  const [done, setDone] = useState<Handover | null>(null);
  const answer = useQuery({ ...counterQueryOptions(q ?? ''), enabled: q !== null });
  const resultId = useId();

  const search = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (typed === '') return;
    setDone(null);
    if (typed === q) void answer.refetch();
    setQ(typed);
    // Selected, so the next scan replaces it.
    fieldRef.current?.select();
  };

  const handedOver = (handover: Handover) => {
    setDone(handover);
    fieldRef.current?.focus();
    fieldRef.current?.select();
  };

  return (
    <div className={styles.stack}>
      <Card>
        <form onSubmit={search} noValidate className={styles.fieldWithButton}>
          <TextField
            ref={fieldRef}
            label={t('counter.find')}
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoFocus
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={TRACK_CODE_MAX_LENGTH}
            enterKeyHint="search"
            aria-controls={resultId}
          />
          <Button type="submit" className={styles.besideInput}>
            {t('counter.search')}
          </Button>
        </form>
        <p className={styles.hint}>{t('counter.findHint')}</p>
      </Card>
      <div id={resultId} aria-live="polite">
        {done ? <HandedOver handover={done} onUndone={() => setDone(null)} /> : null}
        <CounterResult
          q={q}
          answer={answer.data}
          error={answer.error?.message}
          pending={answer.isFetching}
          onHandedOver={handedOver}
          MeasuresButton={MeasuresButton}
        />
      </div>
    </div>
  );
}

type ResultProps = {
  q: string | null;
  answer: CounterAnswer | undefined;
  error: string | undefined;
  pending: boolean;
  onHandedOver: (handover: Handover) => void;
  MeasuresButton: MeasuresButton;
};

function CounterResult({ q, answer, error, pending, onHandedOver, MeasuresButton }: ResultProps) {
  if (q === null) return null;
  if (pending && !answer) return <Spinner />;
  if (error) return <p className={styles.errorText}>{error}</p>;
  if (!answer) return null;
  // Keyed by the answer, so a new search starts with all its ready parcels ticked again.
  return (
    <CounterCustomer
      key={`${answer.customer.phone}:${answer.ready.map((parcel) => parcel.trackCode).join(',')}`}
      answer={answer}
      onHandedOver={onHandedOver}
      MeasuresButton={MeasuresButton}
    />
  );
}
