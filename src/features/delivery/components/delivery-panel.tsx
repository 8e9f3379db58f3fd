import { useState, type ReactNode } from 'react';
import { DELIVERY_STATE_LABELS, OPEN_DELIVERY_STATES, type DeliveryRequest } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { Modal } from '@/components/modal/modal';
import { ModalActions } from '@/components/modal/modal-actions';
import { useCancelDelivery } from '@/data/delivery/cancel-delivery';
import { useDeliveries } from '@/data/delivery/get-deliveries';
import { useMyParcels } from '@/data/parcels/get-my-parcels';
import { notifyCatalogue } from '@/i18n/catalogues/notify';
import { customerLocale, useLocale, useT } from '@/i18n/i18n';
import { formatDate, formatTugrik } from '@/lib/format';
import { notify } from '@/lib/toast';
import { DeliveryRequestModal } from './delivery-request-modal';
import * as styles from './delivery.css';

type DeliveryPanelProps = {
  renderAddAddress: (onClose: () => void) => ReactNode;
  /** Paying a request now with QPay (the payments feature, brought by the route), or null without online payment. */
  renderPayment: ((deliveryId: number, onClose: () => void) => ReactNode) | null;
};

/**
 * Door delivery on "Миний ачаа": the "Хүргүүлэх" button while the customer has arrived (DELIVERED)
 * parcels not yet asked for, and their open requests with what is still due (paid now with QPay, or
 * to the courier). Nothing at all otherwise.
 */
export function DeliveryPanel({ renderAddAddress, renderPayment }: DeliveryPanelProps) {
  const t = useT(notifyCatalogue);
  const [paying, setPaying] = useState<number | null>(null);
  const arrived = useMyParcels({ status: 'DELIVERED' });
  const deliveries = useDeliveries();
  const [asking, setAsking] = useState(false);
  const open = (deliveries.data ?? []).filter((request) => OPEN_DELIVERY_STATES.includes(request.state));
  const taken = new Set(open.flatMap((request) => request.trackCodes));
  const deliverable = (arrived.data?.list ?? []).filter((parcel) => parcel.status === 'DELIVERED' && !taken.has(parcel.trackCode));
  if (deliverable.length === 0 && open.length === 0) return null;

  return (
    <Card title={t('notify.deliverTitle')} className={styles.panel}>
      <div className={styles.stack}>
        {deliverable.length > 0 ? (
          <>
            <p className={styles.lead}>{t('notify.deliverLead')}</p>
            <div>
              <Button onClick={() => setAsking(true)}>{t('notify.deliverAction')}</Button>
            </div>
          </>
        ) : null}
        {open.length > 0 ? (
          <ul className={styles.requestList} aria-label={t('notify.myRequests')}>
            {open.map((request) => (
              <RequestItem key={request.id} request={request} onPay={renderPayment ? () => setPaying(request.id) : null} />
            ))}
          </ul>
        ) : null}
      </div>
      {asking ? (
        <DeliveryRequestModal
          parcels={deliverable}
          onClose={() => setAsking(false)}
          renderAddAddress={renderAddAddress}
          onSent={(request, payNow) => (payNow && renderPayment ? setPaying(request.id) : undefined)}
        />
      ) : null}
      {paying !== null && renderPayment ? renderPayment(paying, () => setPaying(null)) : null}
    </Card>
  );
}

/** One request, as an item of the requests list: what is still due, and "Одоо төлөх" for it. */
function RequestItem({ request, onPay }: { request: DeliveryRequest; onPay: (() => void) | null }) {
  const t = useT(notifyCatalogue);
  const locale = useLocale();
  const cancel = useCancelDelivery();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className={styles.request}>
      <div className={styles.requestHead}>
        <strong>{DELIVERY_STATE_LABELS[customerLocale(locale)][request.state]}</strong>
        <span className={styles.muted}>{formatDate(request.createdAt)}</span>
      </div>
      <span className={styles.codes}>{request.trackCodes.join(', ')}</span>
      <span className={styles.muted}>{request.address}</span>
      <span className={styles.muted} data-testid="delivery-due">
        {t('notify.deliveryFee')} {formatTugrik(request.deliveryFee)} · {t('notify.totalDue')} {formatTugrik(request.totalDue)}
        {request.totalDue > 0 ? ` · ${t('notify.payCourier')}` : ''}
      </span>
      {request.totalDue > 0 && onPay ? (
        <div>
          <Button size="sm" onClick={onPay}>
            {t('notify.payNowFor', { amount: formatTugrik(request.totalDue) })}
          </Button>
        </div>
      ) : null}
      {request.state === 'REQUESTED' ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            {t('notify.cancel')}
          </Button>
        </div>
      ) : null}
      {confirming ? (
        <Modal title={t('notify.confirmCancelTitle')} onClose={() => setConfirming(false)}>
          <p>{t('notify.confirmCancel', { codes: request.trackCodes.join(', ') })}</p>
          <ModalActions
            onCancel={() => setConfirming(false)}
            label={t('notify.cancel')}
            pending={cancel.isPending}
            destructive
            onConfirm={() =>
              cancel.mutate(request.id, { onSuccess: () => notify.success(t('notify.cancelled')), onSettled: () => setConfirming(false) })
            }
          />
        </Modal>
      ) : null}
    </li>
  );
}
