import { useState } from 'react';
import type { CustomerPayment } from '@contract';
import { Card } from '@/components/card/card';
import { EmptyState } from '@/components/empty-state/empty-state';
import { FactList } from '@/components/fact-list/fact-list';
import { Modal } from '@/components/modal/modal';
import { Spinner } from '@/components/spinner/spinner';
import { useMyPayments } from '@/data/payments/my-payments';
import { paymentCatalogue } from '@/i18n/catalogues/payment';
import { useT } from '@/i18n/i18n';
import { formatDateTime, formatTugrik } from '@/lib/format';
import * as styles from './payment.css';

/**
 * "Төлбөрүүд": every payment of the customer's phone, online, at the counter and at the door, newest
 * first; each opens its receipt. What the law lets us show again is shown: the e-barimt's id and
 * status (the lottery number and QR only at payment time).
 */
export function PaymentHistory() {
  const t = useT(paymentCatalogue);
  const { data, isPending } = useMyPayments();
  const [open, setOpen] = useState<CustomerPayment | null>(null);
  if (isPending) return <Spinner />;
  if (!data || data.list.length === 0) return <EmptyState title={t('payment.historyEmpty')} />;
  return (
    <Card>
      <ul className={styles.history} aria-label={t('payment.history')}>
        {data.list.map((payment) => (
          <li key={`${payment.source}-${payment.method}-${payment.id}`}>
            <button type="button" className={styles.historyItem} onClick={() => setOpen(payment)}>
              <span className={styles.historyHead}>
                <strong>{formatTugrik(payment.amount)}</strong>
                <span>{formatDateTime(payment.at)}</span>
              </span>
              <span className={styles.historyMeta}>
                {t(`payment.source.${payment.source}`)} · {t(`payment.method.${payment.method}`)} · {payment.trackCodes.join(', ')}
              </span>
              {payment.ebarimt ? (
                <span className={styles.historyMeta}>
                  {t('payment.ebarimt')}: {t(`payment.ebarimtStatus.${payment.ebarimt.status}`)}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {open ? <PaymentReceipt payment={open} onClose={() => setOpen(null)} /> : null}
    </Card>
  );
}

/** One payment's receipt as the customer may see it again. */
function PaymentReceipt({ payment, onClose }: { payment: CustomerPayment; onClose: () => void }) {
  const t = useT(paymentCatalogue);
  const facts = [
    { label: t('payment.at'), value: formatDateTime(payment.at) },
    { label: t('payment.amount'), value: formatTugrik(payment.amount) },
    { label: t('payment.where'), value: t(`payment.source.${payment.source}`) },
    { label: t('payment.how'), value: t(`payment.method.${payment.method}`) },
    { label: t('payment.parcels', { count: payment.trackCodes.length }), value: payment.trackCodes.join(', ') },
    ...(payment.ebarimt
      ? [
          { label: t('payment.ebarimtId'), value: payment.ebarimt.id ?? '—' },
          { label: t('payment.ebarimt'), value: t(`payment.ebarimtStatus.${payment.ebarimt.status}`) },
        ]
      : []),
  ];
  return (
    <Modal title={t('payment.receipt')} onClose={onClose}>
      <div data-testid="payment-receipt">
        <FactList facts={facts} layout="rows" />
      </div>
    </Modal>
  );
}
