import { useState, type ReactNode } from 'react';
import type { CustomerParcel, CustomerParcelList, ParcelStatus, PickupAnswer } from '@contract';
import { EmptyState } from '@/components/empty-state/empty-state';
import { FailedState } from '@/components/empty-state/failed-state';
import { ArrivalLine } from '@/components/arrival-line/arrival-line';
import { Button } from '@/components/button/button';
import { ParcelPrice, ParcelStatusBadge } from '@/components/parcel-status/parcel-status';
import { Spinner } from '@/components/spinner/spinner';
import { useMyParcels } from '@/data/parcels/get-my-parcels';
import { journeyCatalogue } from '@/i18n/catalogues/journey';
import { useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import { AddParcelCodes } from './add-parcel-codes';
import { ParcelDetailModal } from './parcel-detail-modal';
import { PickupCard } from './pickup-card';
import { MyParcelsEmpty } from './my-parcels-empty';
import { StatusChips } from './status-chips';
import { UnclaimedSearch } from './unclaimed-search';
import * as styles from './my-parcels.css';

type MyParcelsScreenProps = {
  status: ParcelStatus | undefined;
  onStatusChange: (status: ParcelStatus | undefined) => void;
  /** The signed-in customer's name, shown as the orderer in the popup. */
  orderer: string;
  /** What the pickup card offers besides its code ("Төлөх" from the payments feature, composed by the route). */
  pickupAction?: (pickup: PickupAnswer) => ReactNode;
};

/**
 * The customer's parcels: the codes they expect (added here), status chips with counts, cards
 * (finished ones behind a toggle when no chip is chosen), and a popup with one parcel's details.
 */
export function MyParcelsScreen({ status, onStatusChange, orderer, pickupAction }: MyParcelsScreenProps) {
  const t = useT(journeyCatalogue);
  // The whole list gives the chips their counts (the same query as the filtered one under Бүгд).
  const everything = useMyParcels({});
  const [showFinished, setShowFinished] = useState(false);
  const [open, setOpen] = useState<CustomerParcel | null>(null);

  return (
    <>
      <PickupCard action={pickupAction} />
      <AddParcelCodes />
      <UnclaimedSearch />
      <StatusChips status={status} onChange={onStatusChange} counts={countByStatus(everything.data?.list)} />
      {status ? null : (
        <label className={styles.toolbar}>
          <input type="checkbox" checked={showFinished} onChange={(event) => setShowFinished(event.target.checked)} />
          {t('journey.showFinished')}
        </label>
      )}
      <ParcelList status={status} showFinished={showFinished} onShowFinished={() => setShowFinished(true)} onOpen={setOpen} />
      {open ? <ParcelDetailModal parcel={open} orderer={orderer} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

type ParcelListProps = {
  status: ParcelStatus | undefined;
  showFinished: boolean;
  onShowFinished: () => void;
  onOpen: (parcel: CustomerParcel) => void;
};

/** The cards under the chips, or why there are none: loading, failed, none at all, or all finished (hidden by default). */
function ParcelList({ status, showFinished, onShowFinished, onOpen }: ParcelListProps) {
  const t = useT(journeyCatalogue);
  const filtered = useMyParcels({ status });
  const { isPending, isError, isPlaceholderData, refetch } = filtered;
  const { data, hiddenFinished } = shownParcels(filtered.data, !status && !showFinished);
  if (isPending) return <Spinner />;
  if (isError && !data) return <FailedState onRetry={() => void refetch()} />;
  if (!data) return null;
  if (data.list.length === 0 && hiddenFinished === 0) return <MyParcelsEmpty filtered={status !== undefined} />;
  if (data.list.length === 0) {
    // Not "no parcels": they are all finished, and hidden by default.
    return (
      <EmptyState
        title={t('journey.allFinished', { count: hiddenFinished })}
        action={
          <Button variant="outline" onClick={onShowFinished}>
            {t('journey.showFinished')}
          </Button>
        }
      />
    );
  }
  return (
    <ul className={`${styles.list} ${isPlaceholderData ? styles.stale : ''}`} aria-busy={isPlaceholderData}>
      {data.list.map((parcel) => (
        <li key={parcel.trackCode}>
          <ParcelCard parcel={parcel} onOpen={() => onOpen(parcel)} />
        </li>
      ))}
    </ul>
  );
}

/** The list to show: under Бүгд without the toggle, finished parcels are hidden (and counted, to say so). */
function shownParcels(all: CustomerParcelList | undefined, hideFinished: boolean) {
  const data = all && hideFinished ? withoutFinished(all) : all;
  return { data, hiddenFinished: (all?.list.length ?? 0) - (data?.list.length ?? 0) };
}

function withoutFinished(data: CustomerParcelList): CustomerParcelList {
  const list = data.list.filter((parcel) => parcel.status !== 'FINISHED');
  return { list, total: data.total - (data.list.length - list.length) };
}

function countByStatus(list: CustomerParcel[] | undefined): Partial<Record<ParcelStatus | 'ALL', number>> | undefined {
  if (!list) return undefined;
  const counts: Partial<Record<ParcelStatus | 'ALL', number>> = { ALL: list.length };
  for (const parcel of list) counts[parcel.status] = (counts[parcel.status] ?? 0) + 1;
  return counts;
}

function ParcelCard({ parcel, onOpen }: { parcel: CustomerParcel; onOpen: () => void }) {
  return (
    <button type="button" className={styles.card} onClick={onOpen}>
      <span className={styles.trackCode}>{parcel.trackCode}</span>
      <ParcelStatusBadge status={parcel.status} />
      <span className={styles.cardFoot}>
        <span className={styles.price}>
          <ParcelPrice price={parcel.price} />
        </span>
        <span>{formatDate(parcel.updatedAt)}</span>
      </span>
      <ArrivalLine eta={parcel.eta} storage={parcel.storage} />
      {parcel.note ? <span className={styles.note}>{parcel.note}</span> : null}
    </button>
  );
}
