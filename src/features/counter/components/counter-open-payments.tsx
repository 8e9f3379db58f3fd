import { useState } from 'react';
import type { LateMoney, OpenPayment } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { Modal } from '@/components/modal/modal';
import { ModalActions } from '@/components/modal/modal-actions';
import { useCancelCounterPayment, useKeepLateMoney, useRefreshCounter, useRefundPayment } from '@/data/payments/payments';
import { counterCatalogue } from '@/i18n/catalogues/counter';
import { useT } from '@/i18n/i18n';
import { formatDateTime, formatTugrik } from '@/lib/format';
import { notify } from '@/lib/toast';
import * as styles from '@/components/staff/staff.css';

/**
 * The customer's open QPay invoices (made on their phone or at another counter): their parcels take
 * no cash until one is paid or cancelled. "Нэхэмжлэл цуцлах" asks first; the server checks QPay, and
 * an invoice paid meanwhile is recorded as paid (409 ALREADY_PAID): the parcels then show paid.
 */
export function CounterOpenPayments({ payments }: { payments: readonly OpenPayment[] }) {
  const t = useT(counterCatalogue);
  return (
    <Card title={t('counter.openPayments')}>
      <ul className={styles.list} aria-label={t('counter.openPayments')}>
        {payments.map((payment) => (
          <OpenPaymentRow key={payment.id} payment={payment} />
        ))}
      </ul>
    </Card>
  );
}

function OpenPaymentRow({ payment }: { payment: OpenPayment }) {
  const t = useT(counterCatalogue);
  const cancel = useCancelCounterPayment();
  const refreshCounter = useRefreshCounter();
  const [confirming, setConfirming] = useState(false);
  const confirm = () =>
    cancel.mutate(payment.id, {
      onSuccess: () => notify.success(t('counter.openPaymentCancelled')),
      onError: (error) => {
        // Paid meanwhile: recorded by the server, the parcels are paid now.
        if (error.reason === 'ALREADY_PAID') refreshCounter();
      },
      onSettled: () => setConfirming(false),
    });
  return (
    <li className={styles.listItem}>
      <span>
        <strong>{formatTugrik(payment.amount)}</strong> · {formatDateTime(payment.createdAt)}
      </span>
      <span className={styles.meta}>{payment.trackCodes.join(', ')}</span>
      <div>
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          {t('counter.qpayCancel')}
        </Button>
      </div>
      {confirming ? (
        <Modal title={t('counter.qpayCancel')} onClose={() => setConfirming(false)}>
          <p>{t('counter.openPaymentConfirm', { amount: formatTugrik(payment.amount), codes: payment.trackCodes.join(', ') })}</p>
          <ModalActions
            onCancel={() => setConfirming(false)}
            label={t('counter.qpayCancel')}
            pending={cancel.isPending}
            destructive
            onConfirm={confirm}
          />
        </Modal>
      ) : null}
    </li>
  );
}

/**
 * Money QPay received for the customer's invoices after they were cancelled (a cancel racing the
 * payment): it is in the ledger on no parcel. Staff give it back ("Төлбөр буцаах"), or keep it
 * against what the customer owes ("Үлдэгдэлд тооцох": the till then takes that much less); each asked first.
 */
export function CounterLateMoney({ money }: { money: readonly LateMoney[] }) {
  const t = useT(counterCatalogue);
  return (
    <Card title={t('counter.lateMoney')}>
      <p className={styles.hint}>{t('counter.lateMoneyHint')}</p>
      <ul className={styles.list} aria-label={t('counter.lateMoney')}>
        {money.map((entry) => (
          <LateMoneyRow key={entry.id} money={entry} />
        ))}
      </ul>
    </Card>
  );
}

function LateMoneyRow({ money }: { money: LateMoney }) {
  const t = useT(counterCatalogue);
  const refund = useRefundPayment();
  const keep = useKeepLateMoney();
  // Which of the two the staff member is confirming: give it back, or keep it against what is owed.
  const [confirming, setConfirming] = useState<'refund' | 'keep' | null>(null);
  const amount = formatTugrik(money.amount);
  const codes = money.trackCodes.join(', ');
  const confirm = () =>
    (confirming === 'keep' ? keep : refund).mutate(money.id, {
      onSuccess: () => notify.success(t(confirming === 'keep' ? 'counter.lateMoneyKept' : 'counter.lateMoneyRefunded')),
      onSettled: () => setConfirming(null),
    });
  return (
    <li className={styles.listItem}>
      <span>
        <strong>{amount}</strong> · {formatDateTime(money.at)}
      </span>
      <span className={styles.meta}>{codes}</span>
      <div className={styles.actions}>
        <Button variant="outline" size="sm" onClick={() => setConfirming('keep')}>
          {t('counter.lateMoneyKeep')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setConfirming('refund')}>
          {t('counter.lateMoneyRefund')}
        </Button>
      </div>
      {confirming ? (
        <Modal title={t(confirming === 'keep' ? 'counter.lateMoneyKeep' : 'counter.lateMoneyRefund')} onClose={() => setConfirming(null)}>
          <p>{t(confirming === 'keep' ? 'counter.lateMoneyKeepConfirm' : 'counter.lateMoneyConfirm', { amount, codes })}</p>
          <ModalActions
            onCancel={() => setConfirming(null)}
            label={t(confirming === 'keep' ? 'counter.lateMoneyKeep' : 'counter.lateMoneyRefund')}
            pending={refund.isPending || keep.isPending}
            destructive={confirming === 'refund'}
            onConfirm={confirm}
          />
        </Modal>
      ) : null}
    </li>
  );
}
