import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BankApp, Ebarimt, Payment } from '@contract';
import { isQpayLogo, isSafeAppLink } from '@contract/qpay-logos';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { Spinner } from '@/components/spinner/spinner';
import { paymentQueryOptions, useCancelPayment } from '@/data/payments/payments';
import { userKeys } from '@/data/query-keys';
import { useNarrowScreen } from '@/hooks/use-narrow-screen';
import { paymentCatalogue } from '@/i18n/catalogues/payment';
import { useT } from '@/i18n/i18n';
import { formatDateTime, formatTugrik } from '@/lib/format';
import { useQrImage } from '@/lib/qr-image';
import * as styles from './payment.css';

/**
 * Paying ready parcels with QPay: on a phone the bank apps as links (the app opens with the payment
 * ready), on a wide screen the QR code to scan with the phone. It asks the server every few seconds
 * until the payment is "Төлөгдсөн", then shows the e-barimt's lottery number and QR.
 */
export function PaymentModal({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useT(paymentCatalogue);
  const { data: payment } = useQuery(paymentQueryOptions(id));
  const queryClient = useQueryClient();
  const settled = payment !== undefined && payment.status !== 'OPEN';
  // Paid (or ended): the pickup card behind shows "Төлөгдсөн" and the new total.
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: userKeys.pickup() });
  }, [settled, queryClient]);
  return (
    <Modal title={t('payment.title')} onClose={onClose}>
      {payment ? <PaymentState payment={payment} /> : <Spinner />}
    </Modal>
  );
}

function PaymentState({ payment }: { payment: Payment }) {
  const t = useT(paymentCatalogue);
  const cancel = useCancelPayment();
  return (
    <div className={styles.stack} data-testid="payment" data-status={payment.status}>
      <div>
        <p className={styles.amount}>{formatTugrik(payment.amount)}</p>
        <p className={styles.muted}>
          {t('payment.parcels', { count: payment.trackCodes.length })} · {payment.trackCodes.join(', ')}
        </p>
      </div>
      {payment.status === 'OPEN' ? (
        <>
          <PayWays payment={payment} />
          <p className={styles.waiting} role="status">
            <span className={styles.pulse} aria-hidden="true" />
            {t('payment.waiting')}
          </p>
          <p className={styles.muted}>{t('payment.expiresAt', { time: formatDateTime(payment.expiresAt) })}</p>
          <Button variant="secondary" block pending={cancel.isPending} onClick={() => cancel.mutate(payment.id)}>
            {t('payment.cancel')}
          </Button>
        </>
      ) : null}
      {payment.status === 'PAID' ? (
        <>
          <p className={styles.paid} role="status">
            {t('payment.paid')}
          </p>
          <p className={styles.muted}>{t('payment.paidHint')}</p>
          {payment.ebarimt ? <EbarimtCard ebarimt={payment.ebarimt} /> : null}
        </>
      ) : null}
      {payment.status === 'CANCELLED' || payment.status === 'EXPIRED' ? (
        <>
          <p className={styles.waiting} role="status">
            {t(payment.status === 'CANCELLED' ? 'payment.cancelled' : 'payment.expired')}
          </p>
          <p className={styles.muted}>{t('payment.tryAgain')}</p>
        </>
      ) : null}
    </div>
  );
}

/** Bank app links at phone width; the QR code at wide width (a phone cannot scan its own screen). */
function PayWays({ payment }: { payment: Payment }) {
  const t = useT(paymentCatalogue);
  const narrow = useNarrowScreen();
  const qr = useQrImage(narrow ? null : payment.qrText);
  if (narrow && payment.urls && payment.urls.length > 0) {
    return (
      <section aria-label={t('payment.banks')} className={styles.stack}>
        <p className={styles.muted}>{t('payment.banksHint')}</p>
        <ul className={styles.banks}>
          {payment.urls
            .filter((bank) => isSafeAppLink(bank.link))
            .map((bank) => (
              <li key={bank.name}>
                <BankLink bank={bank} />
              </li>
            ))}
        </ul>
      </section>
    );
  }
  return (
    <section aria-label={t('payment.qr')} className={styles.stack}>
      {qr ? <img className={styles.qr} src={qr} alt={t('payment.qr')} width={240} height={240} /> : <Spinner />}
      <p className={styles.muted}>{t('payment.qrHint')}</p>
    </section>
  );
}

function BankLink({ bank }: { bank: BankApp }) {
  return (
    <a className={styles.bank} href={bank.link} rel="noreferrer">
      {isQpayLogo(bank.logo) ? (
        <img
          className={styles.bankLogo}
          src={bank.logo}
          alt=""
          width={32}
          height={32}
          // Offline or blocked: the bank's name is enough, no broken-image mark.
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
        />
      ) : null}
      <span className={styles.bankText}>
        <span>{bank.description || bank.name}</span>
        {bank.description ? <span className={styles.bankDescription}>{bank.name}</span> : null}
      </span>
    </a>
  );
}

/** The e-barimt: its lottery number and QR while the server still shows them (they are never stored). */
export function EbarimtCard({ ebarimt }: { ebarimt: Ebarimt }) {
  const t = useT(paymentCatalogue);
  const qr = useQrImage(ebarimt.qrData);
  if (ebarimt.status === 'RETURNED') return null;
  return (
    <section className={styles.ebarimt} aria-label={t('payment.ebarimt')} data-testid="ebarimt">
      <h3 className={styles.ebarimtTitle}>{t('payment.ebarimt')}</h3>
      {ebarimt.status === 'FAILED' ? <p className={styles.muted}>{t('payment.ebarimtFailed')}</p> : null}
      {ebarimt.status === 'ISSUED' && ebarimt.lottery ? (
        <>
          <p className={styles.muted}>{t('payment.lottery')}</p>
          <p className={styles.lottery} data-testid="lottery">
            {ebarimt.lottery}
          </p>
        </>
      ) : null}
      {ebarimt.status === 'ISSUED' && !ebarimt.lottery ? <p className={styles.muted}>{t('payment.ebarimtLater')}</p> : null}
      {qr ? <img className={styles.ebarimtQr} src={qr} alt={t('payment.ebarimtQr')} width={168} height={168} /> : null}
    </section>
  );
}
