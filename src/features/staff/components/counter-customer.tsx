import { useRef, useState, type FormEvent } from 'react';
import { type CounterAnswer, type CounterParcel, type Handover, type PaymentMethod } from '@contract';
import { amountDue, changeDue, parcelAmountDue } from '@contract/amount-due';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { TinField } from '@/components/tin-field/tin-field';
import { ParcelStatusBadge } from '@/components/parcel-status/parcel-status';
import { useHandOver } from '@/data/counter/counter';
import { useRefreshCounter } from '@/data/payments/payments';
import { counterCatalogue } from '@/i18n/catalogues/counter';
import { useT } from '@/i18n/i18n';
import { formatTugrik } from '@/lib/format';
import { attemptKeys } from '@/lib/idempotency-key';
import { personName } from '@/lib/person-name';
import * as counterStyles from './counter.css';
import { CounterOpenPayments } from './counter-open-payments';
import { CounterQpay } from './counter-qpay';
import { CounterTill, receivedAmount } from './counter-till';
import { ReadyParcel } from './ready-parcel';
import * as styles from './staff.css';

/** A parcel the counter takes money for now: it has a fee and no open online invoice. */
const payable = (parcel: CounterParcel) => parcel.fee !== null && !parcel.paymentPending;

/** Refusals that mean the screen is behind the shelf: the counter is asked again (the toast says why). */
const STALE_REASONS = new Set(['NOT_READY', 'HANDED_OVER', 'IN_DELIVERY', 'NOT_PRICED', 'PAYMENT_PENDING', 'WRONG_AMOUNT']);

/** One customer at the counter: who, the ready parcels by shelf, those on the way, the total and the till. */
export function CounterCustomer({ answer, onHandedOver }: { answer: CounterAnswer; onHandedOver: (handover: Handover) => void }) {
  const t = useT(counterCatalogue);
  const handOver = useHandOver();
  const refreshCounter = useRefreshCounter();
  // Unpriced parcels and those with an open online invoice start unticked (the server refuses them too).
  const [chosen, setChosen] = useState(() => new Set(answer.ready.filter(payable).map((parcel) => parcel.trackCode)));
  const [method, setMethod] = useState<PaymentMethod>('CASH');
  const [received, setReceived] = useState('');
  // A company's TIN makes the e-barimt a B2B one (the server checks it: 7 to 12 digits).
  const [customerTin, setCustomerTin] = useState('');
  // One Idempotency-Key per attempt; the ref stops a second click before React has re-rendered.
  const [keys] = useState(attemptKeys);
  const sending = useRef(false);
  // Handed over: this list is the past until the counter's fresh answer replaces it.
  const [finished, setFinished] = useState(false);
  const picked = answer.ready.filter((parcel) => chosen.has(parcel.trackCode) && payable(parcel));
  const total = amountDue(picked);
  const name = personName(answer.customer);

  const toggle = (code: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  // Nothing to take for what is chosen (paid online before): no way of paying to choose.
  const nothingDue = picked.length > 0 && total === 0;
  // This counter's QPay invoice is open: the server refuses cash meanwhile (409), so none is offered.
  const [qpayOpen, setQpayOpen] = useState(false);
  const cashAmount = method === 'CASH' ? receivedAmount(received, total) : total;
  const amountFits = nothingDue || (cashAmount !== null && changeDue(method, cashAmount, total) !== null);
  const canSubmit = picked.length > 0 && !qpayOpen && amountFits && !finished;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || sending.current || cashAmount === null) return;
    sending.current = true;
    const body = {
      trackCodes: picked.map((parcel) => parcel.trackCode),
      method: nothingDue ? ('ONLINE' as const) : method,
      amountReceived: nothingDue ? 0 : cashAmount,
      ...(customerTin.trim() && !nothingDue ? { customerTin: customerTin.trim() } : {}),
    };
    // mutateAsync, not mutate's callbacks: the counter's fresh answer may remount this list first.
    handOver
      .mutateAsync({ body, key: keys.keyFor(body) })
      .then(
        (handover) => {
          keys.settled();
          setFinished(true);
          onHandedOver(handover);
        },
        (error: { reason?: string }) => {
          if (error.reason && STALE_REASONS.has(error.reason)) refreshCounter();
        },
      )
      .finally(() => {
        sending.current = false;
      });
  };

  return (
    <div className={styles.stack}>
      <Card>
        <p className={counterStyles.customer}>
          {name ? <span className={counterStyles.customerName}>{name}</span> : null}
          <span className={styles.code}>{answer.customer.phone}</span>
        </p>
      </Card>
      {answer.openPayments.length > 0 ? <CounterOpenPayments payments={answer.openPayments} /> : null}
      <Card title={t('counter.ready')} action={<span className={styles.meta}>{t('counter.chosen', { count: picked.length })}</span>}>
        {answer.ready.length === 0 ? <p className={styles.hint}>{t('counter.nothingReady')}</p> : null}
        {answer.unpriced > 0 ? (
          <p className={counterStyles.noCash} role="note">
            {t('counter.unpriced', { count: answer.unpriced })}
          </p>
        ) : null}
        <ul className={styles.list} aria-label={t('counter.ready')}>
          {answer.ready.map((parcel) => (
            <li key={parcel.trackCode}>
              <ReadyParcel
                parcel={parcel}
                due={parcelAmountDue(parcel)}
                checked={chosen.has(parcel.trackCode) && payable(parcel)}
                onToggle={() => toggle(parcel.trackCode)}
                onPriced={() => setChosen((current) => new Set(current).add(parcel.trackCode))}
              />
            </li>
          ))}
        </ul>
        {answer.ready.length > 0 ? (
          <form onSubmit={submit} noValidate className={styles.stack}>
            <p className={counterStyles.total}>
              <span>{t('counter.total')}</span>
              <output aria-label={t('counter.total')}>{formatTugrik(total)}</output>
            </p>
            {nothingDue ? <p className={counterStyles.paidMark}>{t('counter.ONLINE')}</p> : null}
            {qpayOpen ? (
              <p className={counterStyles.noCash} role="note">
                {t('counter.qpayOpenNoCash')}
              </p>
            ) : null}
            {nothingDue || qpayOpen || picked.length === 0 ? null : (
              <>
                <CounterTill total={total} method={method} onMethod={setMethod} received={received} onReceived={setReceived} />
                <TinField
                  className={counterStyles.tinField}
                  label={t('counter.companyTin')}
                  value={customerTin}
                  onChange={setCustomerTin}
                />
              </>
            )}
            <Button
              type="submit"
              block
              pending={handOver.isPending}
              disabled={!canSubmit && !handOver.isPending}
              className={styles.statusButton}
            >
              {picked.length === 0 ? t('counter.noneChosen') : `${t('counter.handOver')} · ${formatTugrik(total)}`}
            </Button>
          </form>
        ) : null}
        {answer.ready.length > 0 && !nothingDue ? (
          <CounterQpay
            phone={answer.customer.phone}
            trackCodes={picked.map((parcel) => parcel.trackCode)}
            due={total}
            onOpenChange={setQpayOpen}
          />
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
