import { useQuery } from '@tanstack/react-query';
import type { CustomerParcel } from '@contract';
import { ArrivalLine } from '@/components/arrival-line/arrival-line';
import { Button } from '@/components/button/button';
import { FactList } from '@/components/fact-list/fact-list';
import { Modal } from '@/components/modal/modal';
import { ParcelPrice, ParcelStatusBadge } from '@/components/parcel-status/parcel-status';
import { ParcelTimeline } from '@/components/parcel-timeline/parcel-timeline';
import { parcelTimelineQueryOptions } from '@/data/parcels/get-parcel-timeline';
import { useRemoveParcel } from '@/data/parcels/remove-parcel';
import { accountCatalogue } from '@/i18n/catalogues/account';
import { journeyCatalogue } from '@/i18n/catalogues/journey';
import { useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import { succeedAndClose } from '@/lib/toast';
import { OwnerPhotos } from './owner-photos';

type ParcelDetailModalProps = { parcel: CustomerParcel; orderer: string; onClose: () => void };

/**
 * The parcel's own values: tracking code, orderer, registered date, the amount to pay, the
 * customer's note, its timeline, and removal of a code the customer registered that has not arrived.
 */
export function ParcelDetailModal({ parcel, orderer, onClose }: ParcelDetailModalProps) {
  const t = useT(accountCatalogue);
  const tj = useT(journeyCatalogue);
  const timeline = useQuery(parcelTimelineQueryOptions(parcel.trackCode));
  const remove = useRemoveParcel();
  const facts = [
    { label: t('orders.trackCode'), value: parcel.trackCode },
    { label: t('orders.orderer'), value: orderer },
    { label: t('orders.registeredAt'), value: formatDate(parcel.createdAt) },
    { label: t('orders.amount'), value: <ParcelPrice price={parcel.price} /> },
    ...(parcel.note ? [{ label: tj('journey.note'), value: parcel.note }] : []),
  ];
  const removable = parcel.registeredBy === 'customer' && parcel.status === 'REGISTERED';
  const removeIt = () => remove.mutate(parcel.trackCode, { onSuccess: succeedAndClose(tj('journey.removed'), onClose) });
  return (
    <Modal title={t('account.parcelDetails')} onClose={onClose}>
      <ParcelStatusBadge status={parcel.status} />
      <ArrivalLine eta={parcel.eta} storage={parcel.storage} />
      <FactList facts={facts} layout="rows" />
      <ParcelTimeline history={timeline.data?.history} measures={parcel} trip={timeline.data?.trip} />
      <OwnerPhotos trackCode={parcel.trackCode} />
      {removable ? (
        <Button variant="outline" block pending={remove.isPending} onClick={removeIt}>
          {tj('journey.removeCode', { code: parcel.trackCode })}
        </Button>
      ) : null}
    </Modal>
  );
}
