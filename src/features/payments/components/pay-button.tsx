import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Payment, PaymentRequest, PickupAnswer } from '@contract';
import { Button } from '@/components/button/button';
import { userKeys } from '@/data/query-keys';
import { useCreatePayment } from '@/data/payments/payments';
import { paymentCatalogue } from '@/i18n/catalogues/payment';
import { useT } from '@/i18n/i18n';
import { formatTugrik } from '@/lib/format';
import { attemptKeys } from '@/lib/idempotency-key';
import { ChooseParcelsModal, payableOnline } from './choose-parcels-modal';
import { PaymentModal } from './payment-modal';
import * as styles from './payment.css';

type PayButtonProps = { parcels: readonly PickupAnswer['ready'][number][]; amount: number; openPaymentId: number | null };

/**
 * "Төлөх" on the pickup card: the customer chooses which parcels to pay (codes with what each owes),
 * then pays one invoice for them; or goes back to the open one.
 */
export function PayButton({ parcels, amount, openPaymentId }: PayButtonProps) {
  const t = useT(paymentCatalogue);
  const queryClient = useQueryClient();
  const create = useCreatePayment();
  const [keys] = useState(attemptKeys);
  const [choosing, setChoosing] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  // A payment paid while this page is open: its confirmation (with the e-barimt) can be opened again.
  const [paid, setPaid] = useState<number | null>(null);
  const payable = parcels.filter(payableOnline);
  const start = () => (openPaymentId !== null ? setShown(openPaymentId) : setChoosing(true));
  const pay = (body: PaymentRequest) => {
    if (create.isPending) return;
    void create.mutateAsync({ body, key: keys.keyFor(body) }).then(
      (payment) => {
        keys.settled();
        setChoosing(false);
        setShown(payment.id);
      },
      () => undefined,
    );
  };
  const close = () => {
    if (shown !== null && queryClient.getQueryData<Payment>(userKeys.payment(shown))?.status === 'PAID') setPaid(shown);
    setShown(null);
    void queryClient.invalidateQueries({ queryKey: userKeys.pickup() });
  };
  // Once paid, nothing is due and the button goes, but the open payment screen stays to say "Төлөгдсөн".
  const offered = (amount > 0 && payable.length > 0) || openPaymentId !== null;
  return (
    <>
      {offered ? (
        <Button className={styles.payButton} onClick={start} data-testid="pay">
          {openPaymentId !== null ? t('payment.continue') : t('payment.pay', { amount: formatTugrik(amount) })}
        </Button>
      ) : null}
      {!offered && paid !== null && shown === null ? (
        <Button variant="secondary" className={styles.payButton} onClick={() => setShown(paid)}>
          {t('payment.showReceipt')}
        </Button>
      ) : null}
      {choosing ? <ChooseParcelsModal parcels={payable} pending={create.isPending} onPay={pay} onClose={() => setChoosing(false)} /> : null}
      {shown !== null ? <PaymentModal id={shown} onClose={close} /> : null}
    </>
  );
}

/** The pickup card's "Төлөх" when the server has online payment (shown while something is due). */
export function pickupPayAction(pickup: PickupAnswer) {
  if (!pickup.onlinePayment) return null;
  return <PayButton parcels={pickup.ready} amount={pickup.totalDue} openPaymentId={pickup.openPaymentId ?? null} />;
}
