import { useState } from 'react';
import type { CustomerParcel, ParcelStatus } from '@contract';
import { Button } from '@/components/button/button';
import { EmptyState } from '@/components/empty-state/empty-state';
import { ParcelStatusBadge } from '@/components/parcel-status/parcel-status';
import { Spinner } from '@/components/spinner/spinner';
import { useMyParcels } from '@/data/parcels/get-my-parcels';
import { useT } from '@/i18n/i18n';
import { formatDate, formatTugrik } from '@/lib/format';
import { ParcelDetailModal } from './parcel-detail-modal';
import { MyParcelsEmpty } from './my-parcels-empty';
import { StatusChips } from './status-chips';
import * as styles from './my-parcels.css';

type MyParcelsScreenProps = {
  status: ParcelStatus | undefined;
  onStatusChange: (status: ParcelStatus | undefined) => void;
  /** The signed-in customer's name, shown as the orderer in the popup. */
  orderer: string;
};

/** The customer's parcels: status chips, cards, and a popup with one parcel's details. */
export function MyParcelsScreen({ status, onStatusChange, orderer }: MyParcelsScreenProps) {
  const t = useT();
  const { data, isPending, isError, isPlaceholderData, refetch } = useMyParcels({ status });
  const [open, setOpen] = useState<CustomerParcel | null>(null);

  return (
    <>
      <StatusChips status={status} onChange={onStatusChange} />
      {isPending ? <Spinner /> : null}
      {isError && !data ? (
        // The failure itself reached a toast from the query cache; this only offers a way on.
        <EmptyState
          title={t('error.server')}
          tone="danger"
          action={
            <Button variant="outline" onClick={() => void refetch()}>
              {t('app.retry')}
            </Button>
          }
        />
      ) : null}
      {data?.list.length === 0 ? <MyParcelsEmpty filtered={status !== undefined} /> : null}
      {data?.list.length ? (
        <ul className={`${styles.list} ${isPlaceholderData ? styles.stale : ''}`} aria-busy={isPlaceholderData}>
          {data.list.map((parcel) => (
            <li key={parcel.trackCode}>
              <ParcelCard parcel={parcel} onOpen={() => setOpen(parcel)} />
            </li>
          ))}
        </ul>
      ) : null}
      {open ? <ParcelDetailModal parcel={open} orderer={orderer} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

function ParcelCard({ parcel, onOpen }: { parcel: CustomerParcel; onOpen: () => void }) {
  return (
    <button type="button" className={styles.card} onClick={onOpen}>
      <span className={styles.trackCode}>{parcel.trackCode}</span>
      <ParcelStatusBadge status={parcel.status} />
      <span className={styles.cardFoot}>
        <span className={styles.price}>{formatTugrik(parcel.price)}</span>
        <span>{formatDate(parcel.updatedAt)}</span>
      </span>
    </button>
  );
}
