import { useState } from 'react';
import { DELIVERY_STATE_LABELS, NEXT_DELIVERY_STATE, type DeliveryRequest } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { EmptyState } from '@/components/empty-state/empty-state';
import { FactList } from '@/components/fact-list/fact-list';
import { Modal } from '@/components/modal/modal';
import { ModalActions } from '@/components/modal/modal-actions';
import { Spinner } from '@/components/spinner/spinner';
import { useStaffDeliveries } from '@/data/delivery/get-staff-deliveries';
import { useMoveStaffDelivery } from '@/data/delivery/move-staff-delivery';
import { notifyCatalogue } from '@/i18n/catalogues/notify';
import { useLocale, useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import * as styles from './staff.css';

/** "Хүргэлт": open door-delivery requests, oldest first; each goes out for delivery, then is done. */
export function DeliveryQueue() {
  const t = useT(notifyCatalogue);
  const { data, isPending } = useStaffDeliveries();
  if (isPending) return <Spinner />;
  if (!data?.length) return <EmptyState title={t('notify.staffEmpty')} />;
  return (
    <div className={styles.stack}>
      {data.map((request) => (
        <DeliveryItem key={request.id} request={request} />
      ))}
    </div>
  );
}

function DeliveryItem({ request }: { request: DeliveryRequest }) {
  const t = useT(notifyCatalogue);
  const locale = useLocale();
  const move = useMoveStaffDelivery();
  // "Хүргэгдсэн" finishes the parcels for good, so it is asked about first, as the status tab's final moves are.
  const [confirming, setConfirming] = useState(false);
  const next = NEXT_DELIVERY_STATE[request.state];
  const moveOn = (state: 'OUT_FOR_DELIVERY' | 'DONE') =>
    move.mutate(
      { id: request.id, state },
      { onSuccess: () => notify.success(t('notify.staffMoved')), onSettled: () => setConfirming(false) },
    );
  const facts = [
    { label: t('notify.requestedAt'), value: formatDate(request.createdAt) },
    { label: t('notify.parcels'), value: request.trackCodes.join(', ') },
    { label: t('notify.address'), value: request.address },
    { label: t('notify.contact'), value: `${request.recipient}, ${request.phone}` },
    ...(request.note ? [{ label: t('notify.staffNote'), value: request.note }] : []),
  ];
  return (
    <Card title={`#${request.id} · ${DELIVERY_STATE_LABELS[locale][request.state]}`}>
      <FactList facts={facts} layout="rows" />
      {next === 'OUT_FOR_DELIVERY' || next === 'DONE' ? (
        <Button pending={move.isPending && !confirming} onClick={() => (next === 'DONE' ? setConfirming(true) : moveOn(next))}>
          {next === 'DONE' ? t('notify.staffDone') : t('notify.staffOut')}
        </Button>
      ) : null}
      {confirming ? (
        <Modal title={t('notify.confirmDoneTitle')} onClose={() => setConfirming(false)}>
          <p>{t('notify.confirmDone', { id: request.id, codes: request.trackCodes.join(', ') })}</p>
          <ModalActions
            onCancel={() => setConfirming(false)}
            label={t('notify.staffDone')}
            pending={move.isPending}
            destructive
            onConfirm={() => moveOn('DONE')}
          />
        </Modal>
      ) : null}
    </Card>
  );
}
