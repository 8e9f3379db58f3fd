import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PaymentCreated } from '@contract';
import { Button } from '@/components/button/button';
import {
  counterPaymentQueryOptions,
  paymentOptionsQueryOptions,
  useCancelCounterPayment,
  useCreateCounterPayment,
  useRefreshCounter,
} from '@/data/payments/payments';
import { counterCatalogue } from '@/i18n/catalogues/counter';
import { useT } from '@/i18n/i18n';
import { formatTugrik } from '@/lib/format';
import { useQrImage } from '@/lib/qr-image';
import * as counterStyles from '@/components/staff/counter.css';
import * as styles from '@/components/staff/staff.css';

type CounterQpayProps = {
  phone: string;
  trackCodes: string[];
  due: number;
  /** Told whether this counter's invoice is open: no cash is taken meanwhile (the server would refuse it). */
  onOpenChange: (open: boolean) => void;
};

/**
 * The counter's own QPay invoice: for a customer who wants to pay by phone at the counter,
 * staff open an invoice for the chosen parcels and the customer scans its QR from the staff screen.
 * Once QPay confirms it, the parcels show paid and are handed over with nothing due.
 */
export function CounterQpay({ phone, trackCodes, due, onOpenChange }: CounterQpayProps) {
  const t = useT(counterCatalogue);
  const options = useQuery(paymentOptionsQueryOptions());
  const create = useCreateCounterPayment();
  const [invoice, setInvoice] = useState<PaymentCreated | null>(null);
  const refreshCounter = useRefreshCounter();
  if (!options.data?.online) return null;
  if (invoice) {
    return <OpenInvoice invoice={invoice} onPaid={refreshCounter} onClosed={() => setInvoice(null)} onOpenChange={onOpenChange} />;
  }
  if (due === 0) return null;
  return (
    <Button
      variant="outline"
      block
      pending={create.isPending}
      onClick={() => create.mutate({ phone, trackCodes }, { onSuccess: setInvoice })}
    >
      {t('counter.qpayCreate', { amount: formatTugrik(due) })}
    </Button>
  );
}

type OpenInvoiceProps = { invoice: PaymentCreated; onPaid: () => void; onClosed: () => void; onOpenChange: (open: boolean) => void };

function OpenInvoice({ invoice, onPaid, onClosed, onOpenChange }: OpenInvoiceProps) {
  const t = useT(counterCatalogue);
  const qr = useQrImage(invoice.qrText);
  const { data } = useQuery(counterPaymentQueryOptions(invoice.id));
  const cancel = useCancelCounterPayment();
  const status = data?.status ?? 'OPEN';
  useEffect(() => {
    if (status === 'PAID') onPaid();
  }, [status, onPaid]);
  useEffect(() => onOpenChange(status === 'OPEN'), [status, onOpenChange]);
  // Gone (paid and handed over, or another customer): the counter takes cash again.
  useEffect(() => () => onOpenChange(false), [onOpenChange]);
  return (
    <section className={counterStyles.qpay} aria-label={t('counter.qpayQr')}>
      <p className={counterStyles.qpayTitle}>
        <span>{t('counter.qpayQr')}</span>
        <span>{formatTugrik(invoice.amount)}</span>
      </p>
      {status === 'OPEN' && qr ? (
        <img className={counterStyles.qpayImage} src={qr} alt={t('counter.qpayQr')} width={220} height={220} />
      ) : null}
      <p className={status === 'PAID' ? counterStyles.paidMark : styles.hint} role="status">
        {status === 'OPEN' ? t('counter.qpayWaiting') : status === 'PAID' ? t('counter.qpayPaid') : t('counter.qpayEnded')}
      </p>
      {status === 'OPEN' ? (
        <Button variant="outline" pending={cancel.isPending} onClick={() => cancel.mutate(invoice.id)}>
          {t('counter.qpayCancel')}
        </Button>
      ) : null}
      {status === 'CANCELLED' || status === 'EXPIRED' ? (
        <Button variant="outline" onClick={onClosed}>
          {t('counter.qpayCreate', { amount: formatTugrik(invoice.amount) })}
        </Button>
      ) : null}
    </section>
  );
}
