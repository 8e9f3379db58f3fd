import { useState } from 'react';
import type { OpenPayment } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { Modal } from '@/components/modal/modal';
import { ModalActions } from '@/components/modal/modal-actions';
import { useCancelCounterPayment, useRefreshCounter } from '@/data/payments/payments';
import { counterCatalogue } from '@/i18n/catalogues/counter';
import { useT } from '@/i18n/i18n';
import { formatDateTime, formatTugrik } from '@/lib/format';
import { notify } from '@/lib/toast';
import * as styles from './staff.css';

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
