import { useState } from 'react';
import { COUNTER_METHODS, DELIVERY_STATE_LABELS, NEXT_DELIVERY_STATE, type DeliveryRequest } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { EmptyState } from '@/components/empty-state/empty-state';
import { FactList } from '@/components/fact-list/fact-list';
import { Spinner } from '@/components/spinner/spinner';
import { useStaffDeliveries } from '@/data/delivery/get-staff-deliveries';
import { useMoveStaffDelivery } from '@/data/delivery/move-staff-delivery';
import { notifyCatalogue } from '@/i18n/catalogues/notify';
import { customerLocale, useLocale, useT } from '@/i18n/i18n';
import { formatDate, formatTugrik } from '@/lib/format';
import { notify } from '@/lib/toast';
import { DeliveredDialog, type Collected } from './delivered-dialog';
import * as styles from '@/components/staff/staff.css';

/** "Хүргэлт": open door-delivery requests, oldest first; each goes out for delivery, then is done with what the courier collected. */
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
  // "Хүргэгдсэн" finishes the parcels for good and records the money, so it is asked about first.
  const [confirming, setConfirming] = useState(false);
  const next = NEXT_DELIVERY_STATE[request.state];
  const moveOn = (state: 'OUT_FOR_DELIVERY' | 'DONE', collected?: Collected) =>
    move.mutate(
      { id: request.id, state, ...(collected ? { collected } : {}) },
      { onSuccess: () => notify.success(t('notify.staffMoved')), onSettled: () => setConfirming(false) },
    );
  const facts = [
    { label: t('notify.requestedAt'), value: formatDate(request.createdAt) },
    { label: t('notify.parcels'), value: request.trackCodes.join(', ') },
    { label: t('notify.address'), value: request.address },
    { label: t('notify.contact'), value: `${request.recipient}, ${request.phone}` },
    ...(request.note ? [{ label: t('notify.staffNote'), value: request.note }] : []),
    { label: t('notify.deliveryFee'), value: formatTugrik(request.deliveryFee) },
    { label: t('notify.toCollect'), value: request.totalDue > 0 ? formatTugrik(request.totalDue) : t('notify.nothingToCollect') },
  ];
  return (
    <Card title={`#${request.id} · ${DELIVERY_STATE_LABELS[customerLocale(locale)][request.state]}`}>
      <FactList facts={facts} layout="rows" />
      {next === 'OUT_FOR_DELIVERY' || next === 'DONE' ? (
        <Button pending={move.isPending && !confirming} onClick={() => (next === 'DONE' ? setConfirming(true) : moveOn(next))}>
          {next === 'DONE' ? t('notify.staffDone') : t('notify.staffOut')}
        </Button>
      ) : null}
      {confirming ? (
        <DeliveredDialog
          request={request}
          methods={COUNTER_METHODS}
          pending={move.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={(collected) => moveOn('DONE', collected ?? undefined)}
        />
      ) : null}
    </Card>
  );
}
