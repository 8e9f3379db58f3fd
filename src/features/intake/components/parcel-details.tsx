import { useState } from 'react';
import { z } from 'zod';
import { nextStatuses, priceSchema, type ParcelStatus, type StaffParcel } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { Modal } from '@/components/modal/modal';
import { ModalActions } from '@/components/modal/modal-actions';
import { FactList } from '@/components/fact-list/fact-list';
import { ParcelStatusBadge } from '@/components/parcel-status/parcel-status';
import { TextField } from '@/components/text-field/text-field';
import { useUpdateParcel } from '@/data/parcels/update-parcel';
import { useForm } from '@/hooks/use-form';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';
import { parsedBy } from '@/lib/form-checks';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/toast';
import { FieldChanges } from '@/components/staff/field-changes';
import { numberInput } from '@/components/staff/number-input';
import { MeasuresText } from './measure-fields';
import { MeasuresEditor } from './measures-editor';
import { LabelLink } from '../labels/label-page';
import { ParcelPhotos } from '../photos/parcel-photos';
import { ParcelFee } from './parcel-fee';
import { ParcelCustomer } from './parcel-customer';
import { ParcelAuditLink } from './parcel-audit-link';
import type { StatusMove } from './undo-bar';
import * as styles from '@/components/staff/staff.css';

type ParcelDetailsProps = { parcel: StaffParcel; onMoved: (move: StatusMove) => void };

/** Statuses that end the parcel's way (or mark it damaged): asked about before they are set. */
const ASK_FIRST: readonly ParcelStatus[] = ['FINISHED', 'BROKEN'];

/** One parcel as staff see it: its customer, price, history, and only the moves the contract allows. */
export function ParcelDetails({ parcel, onMoved }: ParcelDetailsProps) {
  const t = useT(staffCatalogue);
  const update = useUpdateParcel();
  const choices = nextStatuses(parcel.status);
  const [confirming, setConfirming] = useState<ParcelStatus | null>(null);

  function move(status: ParcelStatus) {
    if (update.isPending) return;
    const from = parcel.status;
    update.mutate(
      { trackCode: parcel.trackCode, patch: { status } },
      { onSuccess: (moved) => onMoved({ trackCode: moved.trackCode, from, to: moved.status }) },
    );
  }

  return (
    <Card className={styles.stack} aria-label={parcel.trackCode}>
      <FactList
        layout="table"
        facts={[
          {
            label: t('staff.trackCode'),
            value: (
              <>
                <span className={styles.code}>{parcel.trackCode}</span> <ParcelAuditLink trackCode={parcel.trackCode} />{' '}
                <LabelLink trackCode={parcel.trackCode} />
              </>
            ),
          },
          { label: t('staff.customer'), value: <ParcelCustomer parcel={parcel} /> },
          {
            label: t('staff.price'),
            value: (
              <>
                <ParcelFee parcel={parcel} />
                <MeasuresText parcel={parcel} />
              </>
            ),
          },
          { label: t('staff.warehouseState'), value: <ParcelStatusBadge status={parcel.status} /> },
        ]}
      />

      <section aria-label={t('staff.nextStatus')}>
        <h2 className={styles.sectionTitle}>{t('staff.nextStatus')}</h2>
        {choices.length === 0 ? (
          <p className={styles.hint}>{t('staff.noNextStatus')}</p>
        ) : (
          <div className={styles.statusButtons}>
            {choices.map((status, index) => (
              <Button
                key={status}
                className={status === 'BROKEN' ? `${styles.statusButton} ${styles.brokenButton}` : styles.statusButton}
                variant={index === 0 ? 'primary' : 'outline'}
                // The pressed one shows the spinner; the others are only unavailable meanwhile.
                pending={update.isPending && update.variables?.patch.status === status}
                aria-disabled={update.isPending || undefined}
                onClick={() => (ASK_FIRST.includes(status) ? setConfirming(status) : move(status))}
              >
                {t(`status.${status}`)}
              </Button>
            ))}
          </div>
        )}
      </section>

      {confirming ? (
        <Modal title={t('staff.confirmTitle')} onClose={() => setConfirming(null)}>
          <p>{t('staff.confirmFinal', { code: parcel.trackCode, status: t(`status.${confirming}`) })}</p>
          <ModalActions
            onCancel={() => setConfirming(null)}
            label={t(`status.${confirming}`)}
            pending={update.isPending}
            destructive
            onConfirm={() => {
              move(confirming);
              setConfirming(null);
            }}
          />
        </Modal>
      ) : null}

      {/* A new answer (another parcel, or this one saved) starts the field from what the server holds. */}
      <PriceForm key={`${parcel.trackCode}:${parcel.updatedAt}:${parcel.price}`} parcel={parcel} />
      {/* Weighed later, or measured again: the same PATCH, the fee by the rule. */}
      <MeasuresEditor key={`measures:${parcel.trackCode}:${parcel.updatedAt}`} parcel={parcel} />

      <ParcelPhotos parcel={parcel} />

      <section aria-label={t('staff.history')}>
        <h2 className={styles.sectionTitle}>{t('staff.history')}</h2>
        <ol className={styles.list}>
          {parcel.history.map((entry, index) => (
            // The history only grows, oldest first, and a move and an edit may share a millisecond.
            <li key={index} className={styles.listItem}>
              {entry.event === 'EDIT' ? (
                <span className={styles.meta}>{t('staff.editedEntry')}</span>
              ) : (
                <ParcelStatusBadge status={entry.status} />
              )}
              <span className={styles.meta}>
                {formatDateTime(entry.at)}
                {entry.event === 'UNDO' ? ` · ${t('staff.undoneEntry')}` : null}
              </span>
              {entry.changes ? (
                <FieldChanges changes={entry.changes} customerLabel={t('staff.customer')} priceLabel={t('staff.changedPrice')} />
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </Card>
  );
}

const checkPrice = parsedBy(z.object({ price: priceSchema }), ({ price }: { price: string }) => ({ price: numberInput(price) }));

function PriceForm({ parcel }: { parcel: StaffParcel }) {
  const t = useT(staffCatalogue);
  const update = useUpdateParcel();
  // No price yet (a customer's pre-registration) is an empty field, not "null" or 0.
  const form = useForm({ price: parcel.price === null ? '' : String(parcel.price) });

  const save = (patch: { price: number }) => {
    if (update.isPending) return;
    // Not mutate's own onSuccess: the saved parcel gives this form a new key, and callbacks of an
    // unmounted mutation observer never run. A failure is toasted by the cache.
    void update.mutateAsync({ trackCode: parcel.trackCode, patch }).then(
      () => notify.success(t('staff.priceSaved')),
      () => undefined,
    );
  };

  return (
    <form className={styles.fieldWithButton} onSubmit={form.submit(checkPrice, save)} noValidate>
      <TextField label={t('staff.price')} {...form.field('price')} inputMode="numeric" autoComplete="off" />
      <Button type="submit" variant="secondary" className={styles.besideInput} pending={update.isPending} pendingLabel={t('pending.save')}>
        {t('staff.savePrice')}
      </Button>
    </form>
  );
}
