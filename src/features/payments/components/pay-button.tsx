import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Payment } from '@contract';
import { Button } from '@/components/button/button';
import { TinField } from '@/components/tin-field/tin-field';
import { userKeys } from '@/data/query-keys';
import { useCreatePayment } from '@/data/payments/payments';
import { paymentCatalogue } from '@/i18n/catalogues/payment';
import { useT } from '@/i18n/i18n';
import { formatTugrik } from '@/lib/format';
import { PaymentModal } from './payment-modal';
import * as styles from './payment.css';

/** "Төлөх" on the pickup card: one invoice for every ready parcel not paid yet, or back to the open one. */
export function PayButton({ amount, openPaymentId }: { amount: number; openPaymentId: number | null }) {
  const t = useT(paymentCatalogue);
  const queryClient = useQueryClient();
  const create = useCreatePayment();
  const [shown, setShown] = useState<number | null>(null);
  // A payment paid while this page is open: its confirmation (with the e-barimt) can be opened again.
  const [paid, setPaid] = useState<number | null>(null);
  // A company's TIN makes the e-barimt a B2B one (the server checks it: 7 to 12 digits).
  const [asCompany, setAsCompany] = useState(false);
  const [customerTin, setCustomerTin] = useState('');
  const start = () => {
    if (openPaymentId !== null) setShown(openPaymentId);
    else
      create.mutate(asCompany && customerTin.trim() ? { customerTin: customerTin.trim() } : {}, {
        onSuccess: (payment) => setShown(payment.id),
      });
  };
  const close = () => {
    if (shown !== null && queryClient.getQueryData<Payment>(userKeys.payment(shown))?.status === 'PAID') setPaid(shown);
    setShown(null);
    void queryClient.invalidateQueries({ queryKey: userKeys.pickup() });
  };
  // Once paid, nothing is due and the button goes, but the open payment screen stays to say "Төлөгдсөн".
  const offered = amount > 0 || openPaymentId !== null;
  return (
    <>
      {offered && openPaymentId === null ? (
        <label className={styles.companyToggle}>
          <input type="checkbox" checked={asCompany} onChange={(event) => setAsCompany(event.target.checked)} />
          {t('payment.companyReceipt')}
        </label>
      ) : null}
      {offered && openPaymentId === null && asCompany ? (
        <TinField label={t('payment.companyTin')} value={customerTin} onChange={setCustomerTin} />
      ) : null}
      {offered ? (
        <Button className={styles.payButton} onClick={start} pending={create.isPending} data-testid="pay">
          {openPaymentId !== null ? t('payment.continue') : t('payment.pay', { amount: formatTugrik(amount) })}
        </Button>
      ) : null}
      {!offered && paid !== null && shown === null ? (
        <Button variant="secondary" className={styles.payButton} onClick={() => setShown(paid)}>
          {t('payment.showReceipt')}
        </Button>
      ) : null}
      {shown !== null ? <PaymentModal id={shown} onClose={close} /> : null}
    </>
  );
}

/** The pickup card's "Төлөх" when the server has online payment (shown while something is due). */
export function pickupPayAction(pickup: { onlinePayment?: boolean; totalDue: number; openPaymentId?: number | null }) {
  if (!pickup.onlinePayment) return null;
  return <PayButton amount={pickup.totalDue} openPaymentId={pickup.openPaymentId ?? null} />;
}
