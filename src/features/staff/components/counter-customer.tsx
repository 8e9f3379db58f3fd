import { useState } from 'react';
import { COUNTER_METHODS, type CounterAnswer, type CounterParcel, type Handover, type PaymentMethod } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { TinField } from '@/components/tin-field/tin-field';
import { ParcelStatusBadge } from '@/components/parcel-status/parcel-status';
import { useHandOver } from '@/data/counter/counter';
import { counterCatalogue } from '@/i18n/catalogues/counter';
import { useT } from '@/i18n/i18n';
import { formatTugrik } from '@/lib/format';
import { formatMeasures } from '@/lib/measures';
import { MeasuresEditorButton } from './measures-editor';
import * as counterStyles from './counter.css';
import { CounterQpay } from './counter-qpay';
import * as styles from './staff.css';
import { personName } from '@/lib/person-name';

/** What the chosen parcels cost together, storage fees included (paid ones and those without a fee count nothing). */
const dueOf = (parcels: readonly CounterParcel[]) =>
  parcels.reduce((sum, parcel) => sum + (parcel.paid ? 0 : (parcel.fee ?? 0) + (parcel.storageFee ?? 0)), 0);

/** One customer at the counter: who, the ready parcels by shelf (ticked), those on the way, the total and the payment. */
export function CounterCustomer({ answer, onHandedOver }: { answer: CounterAnswer; onHandedOver: (handover: Handover) => void }) {
  const t = useT(counterCatalogue);
  const handOver = useHandOver();
  // A parcel with an open online invoice is not taken for cash: it starts unticked (the server refuses it too).
  const [chosen, setChosen] = useState(
    () => new Set(answer.ready.filter((parcel) => !parcel.paymentPending).map((parcel) => parcel.trackCode)),
  );
  const [method, setMethod] = useState<PaymentMethod>('CASH');
  // A company's TIN makes the e-barimt a B2B one (the server checks it: 7 to 12 digits).
  const [customerTin, setCustomerTin] = useState('');
  const picked = answer.ready.filter((parcel) => chosen.has(parcel.trackCode));
  const total = dueOf(picked);
  const name = personName(answer.customer);

  const toggle = (code: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  // Everything chosen was paid online: nothing to take, so no way of paying to choose.
  const paidOnline = picked.length > 0 && picked.every((parcel) => parcel.paid);
  // This counter's QPay invoice is open (or a chosen parcel has one): the server refuses cash for it (409), so none is offered.
  const [qpayOpen, setQpayOpen] = useState(false);
  const noCash = paidOnline ? null : noCashReason(qpayOpen, picked);
  const submit = () =>
    handOver.mutate(
      {
        trackCodes: picked.map((parcel) => parcel.trackCode),
        method: paidOnline ? 'ONLINE' : method,
        amountReceived: total,
        ...(customerTin.trim() && !paidOnline ? { customerTin: customerTin.trim() } : {}),
      },
      { onSuccess: onHandedOver },
    );

  return (
    <div className={styles.stack}>
      <Card>
        <p className={counterStyles.customer}>
          {name ? <span className={counterStyles.customerName}>{name}</span> : null}
          <span className={styles.code}>{answer.customer.phone}</span>
        </p>
      </Card>
      <Card title={t('counter.ready')} action={<span className={styles.meta}>{t('counter.chosen', { count: picked.length })}</span>}>
        {answer.ready.length === 0 ? <p className={styles.hint}>{t('counter.nothingReady')}</p> : null}
        <ul className={styles.list} aria-label={t('counter.ready')}>
          {answer.ready.map((parcel) => (
            <li key={parcel.trackCode}>
              <ReadyParcel parcel={parcel} checked={chosen.has(parcel.trackCode)} onToggle={() => toggle(parcel.trackCode)} />
              <MeasuresEditorButton trackCode={parcel.trackCode} />
            </li>
          ))}
        </ul>
        {answer.ready.length > 0 ? (
          <>
            <p className={counterStyles.total}>
              <span>{t('counter.total')}</span>
              <output aria-label={t('counter.total')}>{formatTugrik(total)}</output>
            </p>
            {paidOnline ? <p className={counterStyles.paidMark}>{t('counter.ONLINE')}</p> : null}
            {noCash ? (
              <p className={counterStyles.noCash} role="note">
                {t(noCash)}
              </p>
            ) : null}
            {paidOnline || noCash ? null : (
              <>
                <fieldset className={counterStyles.measures}>
                  <legend className={counterStyles.legend}>{t('counter.method')}</legend>
                  <div className={counterStyles.methods}>
                    {COUNTER_METHODS.map((value) => (
                      <button
                        key={value}
                        type="button"
                        className={counterStyles.method}
                        aria-pressed={method === value}
                        onClick={() => setMethod(value)}
                      >
                        {t(`counter.${value}`)}
                      </button>
                    ))}
                  </div>
                </fieldset>
                <TinField
                  className={counterStyles.tinField}
                  label={t('counter.companyTin')}
                  value={customerTin}
                  onChange={setCustomerTin}
                />
              </>
            )}
            {paidOnline ? null : (
              <CounterQpay
                phone={answer.customer.phone}
                trackCodes={picked.map((parcel) => parcel.trackCode)}
                due={total}
                onOpenChange={setQpayOpen}
              />
            )}
            <Button
              block
              onClick={submit}
              pending={handOver.isPending}
              disabled={picked.length === 0 || noCash !== null}
              className={styles.statusButton}
            >
              {picked.length === 0 ? t('counter.noneChosen') : `${t('counter.handOver')} · ${formatTugrik(total)}`}
            </Button>
          </>
        ) : null}
      </Card>
      {answer.onTheWay.length > 0 ? (
        <Card title={t('counter.onTheWay')}>
          <ul className={styles.list} aria-label={t('counter.onTheWay')}>
            {answer.onTheWay.map((parcel) => (
              <li key={parcel.trackCode} className={`${counterStyles.parcelRow} ${counterStyles.onTheWay}`}>
                <span className={styles.code}>{parcel.trackCode}</span>
                <ParcelStatusBadge status={parcel.status} />
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}

/** Why no money is taken for the chosen parcels now, or null when it is. */
function noCashReason(qpayOpen: boolean, picked: readonly CounterParcel[]) {
  if (qpayOpen) return 'counter.qpayOpenNoCash' as const;
  return picked.some((parcel) => parcel.paymentPending) ? ('counter.pendingNoCash' as const) : null;
}

function ReadyParcel({ parcel, checked, onToggle }: { parcel: CounterParcel; checked: boolean; onToggle: () => void }) {
  const t = useT(counterCatalogue);
  const measures = formatMeasures(parcel, { kg: t('counter.kg'), cm: t('counter.cm') });
  return (
    <label className={counterStyles.parcelRow}>
      <input type="checkbox" className={styles.checkbox} checked={checked} onChange={onToggle} aria-label={parcel.trackCode} />
      <span className={counterStyles.parcelText}>
        <span className={styles.code}>{parcel.trackCode}</span>
        <span className={styles.meta}>{measures || '—'}</span>
        <span className={parcel.paid ? counterStyles.paidMark : counterStyles.unpaidMark}>
          {parcel.paid ? t('counter.paid') : parcel.paymentPending ? t('counter.paymentPending') : t('counter.unpaid')}
        </span>
      </span>
      <span className={counterStyles.parcelText}>
        <span
          className={`${counterStyles.shelf} ${parcel.shelf ? '' : counterStyles.noShelf}`}
          title={t('counter.shelf')}
          aria-label={`${t('counter.shelf')} ${parcel.shelf ?? t('counter.noShelf')}`}
        >
          {parcel.shelf ?? t('counter.noShelf')}
        </span>
        <span className={counterStyles.fee}>{parcel.fee === null ? t('counter.noFee') : formatTugrik(parcel.fee)}</span>
        {parcel.storageFee ? (
          <span className={styles.meta}>
            {t('counter.storageFee')} {formatTugrik(parcel.storageFee)}
          </span>
        ) : null}
      </span>
    </label>
  );
}
