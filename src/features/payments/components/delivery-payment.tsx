import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/spinner/spinner';
import { Modal } from '@/components/modal/modal';
import { useCreatePayment } from '@/data/payments/payments';
import { paymentCatalogue } from '@/i18n/catalogues/payment';
import { useT } from '@/i18n/i18n';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { PaymentModal } from './payment-modal';

/**
 * "Одоо төлөх" for a door-delivery request: one invoice (POST /api/payments {deliveryId}) for its
 * unpaid parcel fees and the delivery fee, then the usual payment screen. One key for this attempt,
 * so a repeated start (React's double effect, a retry) gets the same invoice.
 */
export function DeliveryPayment({ deliveryId, onClose }: { deliveryId: number; onClose: () => void }) {
  const t = useT(paymentCatalogue);
  const create = useCreatePayment();
  const [paymentId, setPaymentId] = useState<number | null>(null);
  const key = useRef(newIdempotencyKey());
  const { mutateAsync } = create;
  // Closed on a refusal (its toast says why); read through a ref so a new callback does not ask again.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    void mutateAsync({ body: { deliveryId }, key: key.current }).then(
      (payment) => setPaymentId(payment.id),
      () => close.current(),
    );
  }, [deliveryId, mutateAsync]);
  if (paymentId !== null) return <PaymentModal id={paymentId} onClose={onClose} />;
  return (
    <Modal title={t('payment.title')} onClose={onClose}>
      <Spinner />
    </Modal>
  );
}
