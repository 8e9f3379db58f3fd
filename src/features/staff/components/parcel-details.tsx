import { useState, type FormEvent } from 'react';
import { priceTextSchema, type ParcelStatus, type StaffParcel } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { ParcelStatusBadge } from '@/components/parcel-status/parcel-status';
import { TextField } from '@/components/text-field/text-field';
import { useT } from '@/i18n/i18n';
import { formatTugrik } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useUpdateParcel } from '../api/parcels';
import { formatDateTime } from '../lib/date-time';
import { nextStatuses } from '../lib/next-statuses';
import { fill, useStaffTexts } from '../texts';
import * as styles from './staff.css';

type ParcelDetailsProps = { parcel: StaffParcel; onDone: () => void };

/** One parcel as staff see it: owner, price, history, and only the moves the server will accept. */
export function ParcelDetails({ parcel, onDone }: ParcelDetailsProps) {
  const t = useT();
  const texts = useStaffTexts();
  const update = useUpdateParcel();
  const [price, setPrice] = useState(String(parcel.price));
  const [priceError, setPriceError] = useState<string | null>(null);
  const [priceFor, setPriceFor] = useState(parcel);
  if (priceFor !== parcel) {
    // A new parcel (or a fresh answer) resets the price field to what the server holds.
    setPriceFor(parcel);
    setPrice(String(parcel.price));
    setPriceError(null);
  }
  const choices = nextStatuses(parcel.status);

  function move(status: ParcelStatus) {
    update.mutate(
      { trackCode: parcel.trackCode, patch: { status } },
      {
        onSuccess: (moved) => {
          notify.success(fill(texts.moved, { code: moved.trackCode, status: t(`status.${moved.status}`) }));
          onDone();
        },
      },
    );
  }

  function savePrice(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    const parsed = priceTextSchema.safeParse(price);
    if (!parsed.success) {
      setPriceError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    update.mutate({ trackCode: parcel.trackCode, patch: { price: parsed.data } }, { onSuccess: () => notify.success(texts.priceSaved) });
  }

  return (
    <Card className={styles.stack} aria-label={parcel.trackCode}>
      <dl className={styles.facts}>
        <dt>{texts.trackCode}</dt>
        <dd className={styles.code}>{parcel.trackCode}</dd>
        <dt>{texts.owner}</dt>
        <dd>{parcel.phone}</dd>
        <dt>{texts.price}</dt>
        <dd>{formatTugrik(parcel.price)}</dd>
        <dt>{texts.warehouseState}</dt>
        <dd>
          <ParcelStatusBadge status={parcel.status} />
        </dd>
      </dl>

      <section aria-label={texts.nextStatus}>
        <h2 className={styles.sectionTitle}>{texts.nextStatus}</h2>
        {choices.length === 0 ? (
          <p className={styles.hint}>{texts.noNextStatus}</p>
        ) : (
          <div className={styles.statusButtons}>
            {choices.map((status, index) => (
              <Button
                key={status}
                className={status === 'BROKEN' ? `${styles.statusButton} ${styles.brokenButton}` : styles.statusButton}
                variant={index === 0 ? 'primary' : 'outline'}
                aria-disabled={update.isPending || undefined}
                onClick={() => {
                  if (!update.isPending) move(status);
                }}
              >
                {t(`status.${status}`)}
              </Button>
            ))}
          </div>
        )}
      </section>

      <form className={styles.fieldWithButton} onSubmit={savePrice} noValidate>
        <TextField
          label={texts.price}
          value={price}
          error={priceError}
          onChange={(event) => {
            setPrice(event.target.value);
            setPriceError(null);
          }}
          inputMode="numeric"
          autoComplete="off"
        />
        <Button type="submit" variant="secondary" className={styles.besideInput} aria-disabled={update.isPending || undefined}>
          {texts.savePrice}
        </Button>
      </form>

      <section aria-label={texts.history}>
        <h2 className={styles.sectionTitle}>{texts.history}</h2>
        <ol className={styles.list}>
          {parcel.history.map((entry) => (
            <li key={`${entry.status}-${entry.at}`} className={styles.listItem}>
              <ParcelStatusBadge status={entry.status} />
              <span className={styles.meta}>{formatDateTime(entry.at)}</span>
            </li>
          ))}
        </ol>
      </section>
    </Card>
  );
}
