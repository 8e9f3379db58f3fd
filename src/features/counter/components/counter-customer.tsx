import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import { type CounterAnswer, type CounterParcel, type Handover, type HandoverRequest, type PaymentMethod } from '@contract';
import { amountDue, changeDue, creditTakenOff, parcelAmountDue } from '@contract/amount-due';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { TinField } from '@/components/tin-field/tin-field';
import { ParcelStatusBadge } from '@/components/parcel-status/parcel-status';
import { useHandOver } from '@/data/counter/counter';
import { useCompanyLookup } from '@/data/ebarimt/company';
import { useRefreshCounter } from '@/data/payments/payments';
import { counterCatalogue } from '@/i18n/catalogues/counter';
import { useT } from '@/i18n/i18n';
import { formatTugrik } from '@/lib/format';
import { attemptKeys } from '@/lib/idempotency-key';
import { personName } from '@/lib/person-name';
import * as counterStyles from '@/components/staff/counter.css';
import { CounterLateMoney, CounterOpenPayments } from './counter-open-payments';
import { CounterQpay } from './counter-qpay';
import { CounterTill, receivedAmount } from '@/components/staff/counter-till';
import { ReadyParcel } from './ready-parcel';
import * as styles from '@/components/staff/staff.css';

/** A parcel the counter takes money for now: it has a fee and no open online invoice. */
const payable = (parcel: CounterParcel) => parcel.fee !== null && !parcel.paymentPending;

/** Refusals that mean the screen is behind the shelf: the counter is asked again (the toast says why). */
const STALE_REASONS = new Set(['NOT_READY', 'HANDED_OVER', 'IN_DELIVERY', 'NOT_PRICED', 'PAYMENT_PENDING', 'WRONG_AMOUNT']);

/**
 * Sends a handover once per attempt: one Idempotency-Key per body (a retry after a lost answer gets
 * the receipt), a second click while one is on its way does nothing (a ref, before React re-renders),
 * and after success the list is the past until the counter's fresh answer replaces it.
 */
function useHandOverOnce(onHandedOver: (handover: Handover) => void) {
  const handOver = useHandOver();
  const refreshCounter = useRefreshCounter();
  const [keys] = useState(attemptKeys);
  const sending = useRef(false);
  const [finished, setFinished] = useState(false);
  const send = (body: HandoverRequest) => {
    if (sending.current || finished) return;
    sending.current = true;
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
  return { send, finished, isPending: handOver.isPending };
}

/** The intake's editor of a parcel's weight, size and shelf, handed in by the staff route (features never import each other). */
export type MeasuresButton = ComponentType<{ trackCode: string }>;

type CounterCustomerProps = { answer: CounterAnswer; onHandedOver: (handover: Handover) => void; MeasuresButton: MeasuresButton };

/** One customer at the counter: who, the ready parcels by shelf, those on the way, the total and the till. */
export function CounterCustomer({ answer, onHandedOver, MeasuresButton }: CounterCustomerProps) {
  const t = useT(counterCatalogue);
  // Unpriced parcels and those with an open online invoice start unticked (the server refuses them too).
  const [chosen, setChosen] = useState(() => new Set(answer.ready.filter(payable).map((parcel) => parcel.trackCode)));
  const picked = answer.ready.filter((parcel) => chosen.has(parcel.trackCode) && payable(parcel));
  const name = personName(answer.customer);

  const toggle = (code: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  return (
    <div className={styles.stack}>
      <Card>
        <p className={counterStyles.customer}>
          {name ? <span className={counterStyles.customerName}>{name}</span> : null}
          <span className={styles.code}>{answer.customer.phone}</span>
        </p>
      </Card>
      {answer.lateMoney.length > 0 ? <CounterLateMoney money={answer.lateMoney} /> : null}
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
                actions={<MeasuresButton trackCode={parcel.trackCode} />}
              />
            </li>
          ))}
        </ul>
        {answer.ready.length > 0 ? (
          <CounterPayment phone={answer.customer.phone} picked={picked} credit={answer.credit} onHandedOver={onHandedOver} />
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

/**
 * A company's number makes the e-barimt a B2B one: its name from the tax authority is shown to
 * confirm with the customer, and nothing is handed over until it is found.
 */
function useCompanyTin() {
  const [typed, setTyped] = useState('');
  const lookup = useCompanyLookup(typed);
  const number = typed.trim();
  return {
    typed,
    setTyped,
    lookup,
    unconfirmed: number !== '' && lookup.state !== 'found',
    body: number ? { customerTin: number } : {},
  };
}

/** What the chosen parcels owe, what the customer's credit pays of it, and what the till takes. */
function tillAmounts(picked: readonly CounterParcel[], credit: number) {
  const due = amountDue(picked);
  const creditUsed = creditTakenOff(due, credit);
  return { due, creditUsed, total: due - creditUsed };
}

type CounterPaymentProps = {
  phone: string;
  picked: readonly CounterParcel[];
  /** Late money kept for the customer: taken off at the till. */
  credit: number;
  onHandedOver: (handover: Handover) => void;
};

/** The total of the chosen parcels, the till (or why no money is taken now), "Олгох", and the counter's own QPay invoice. */
function CounterPayment({ phone, picked, credit, onHandedOver }: CounterPaymentProps) {
  const t = useT(counterCatalogue);
  const handOver = useHandOverOnce(onHandedOver);
  const [method, setMethod] = useState<PaymentMethod>('CASH');
  const [received, setReceived] = useState('');
  const company = useCompanyTin();
  // This counter's QPay invoice is open: the server refuses cash meanwhile (409), so none is offered.
  const [qpayOpen, setQpayOpen] = useState(false);
  const { due, creditUsed, total } = tillAmounts(picked, credit);
  const trackCodes = picked.map((parcel) => parcel.trackCode);
  // Nothing to take for what is chosen (paid online before, or by the credit): no way of paying to choose.
  const nothingDue = picked.length > 0 && total === 0;
  const cashAmount = method === 'CASH' ? receivedAmount(received, total) : total;
  // What is taken fits the total, and a company's receipt has its name confirmed.
  const takeFits = nothingDue || (cashAmount !== null && changeDue(method, cashAmount, total) !== null && !company.unconfirmed);
  const canSubmit = picked.length > 0 && !qpayOpen && takeFits && !handOver.finished;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || cashAmount === null) return;
    handOver.send(
      nothingDue
        ? { trackCodes, method: creditUsed > 0 ? 'CASH' : 'ONLINE', amountReceived: 0 }
        : { trackCodes, method, amountReceived: cashAmount, ...company.body },
    );
  };

  return (
    <>
      <form onSubmit={submit} noValidate className={styles.stack}>
        <CreditLine amount={creditUsed} />
        <p className={counterStyles.total}>
          <span>{t('counter.total')}</span>
          <output aria-label={t('counter.total')}>{formatTugrik(total)}</output>
        </p>
        <PaymentNote nothingDue={nothingDue} byCredit={creditUsed > 0} qpayOpen={qpayOpen} />
        {nothingDue || qpayOpen || picked.length === 0 ? null : (
          <>
            <CounterTill total={total} method={method} onMethod={setMethod} received={received} onReceived={setReceived} />
            <TinField
              className={counterStyles.tinField}
              label={t('counter.companyTin')}
              value={company.typed}
              onChange={company.setTyped}
              lookup={company.lookup}
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
      {/* An invoice charges in full (its amount is the server's `amountDue`): the credit stays for the till. */}
      {nothingDue ? null : <CounterQpay phone={phone} trackCodes={trackCodes} due={due} onOpenChange={setQpayOpen} />}
    </>
  );
}

/** The customer's credit taken off the total, when any. */
function CreditLine({ amount }: { amount: number }) {
  const t = useT(counterCatalogue);
  if (amount === 0) return null;
  return (
    <p className={counterStyles.creditLine}>
      <span>{t('counter.creditUsed')}</span>
      <output aria-label={t('counter.creditUsed')}>−{formatTugrik(amount)}</output>
    </p>
  );
}

/** Why no way of paying is offered: paid online before or by the credit, or this counter's QPay invoice is open. */
function PaymentNote({ nothingDue, byCredit, qpayOpen }: { nothingDue: boolean; byCredit: boolean; qpayOpen: boolean }) {
  const t = useT(counterCatalogue);
  if (nothingDue) return <p className={counterStyles.paidMark}>{t(byCredit ? 'counter.paidByCredit' : 'counter.ONLINE')}</p>;
  if (!qpayOpen) return null;
  return (
    <p className={counterStyles.noCash} role="note">
      {t('counter.qpayOpenNoCash')}
    </p>
  );
}
