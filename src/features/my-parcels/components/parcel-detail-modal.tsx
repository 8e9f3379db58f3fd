import type { CustomerParcel } from '@contract';
import { FactList } from '@/components/fact-list/fact-list';
import { Modal } from '@/components/modal/modal';
import { ParcelPrice, ParcelStatusBadge } from '@/components/parcel-status/parcel-status';
import { accountCatalogue } from '@/i18n/catalogues/account';
import { useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';

type ParcelDetailModalProps = { parcel: CustomerParcel; orderer: string; onClose: () => void };

/** The parcel's own values: tracking code, orderer, registered date and the amount to pay. */
export function ParcelDetailModal({ parcel, orderer, onClose }: ParcelDetailModalProps) {
  const t = useT(accountCatalogue);
  const facts = [
    { label: t('orders.trackCode'), value: parcel.trackCode },
    { label: t('orders.orderer'), value: orderer },
    { label: t('orders.registeredAt'), value: formatDate(parcel.createdAt) },
    { label: t('orders.amount'), value: <ParcelPrice price={parcel.price} /> },
  ];
  return (
    <Modal title={t('account.parcelDetails')} onClose={onClose}>
      <ParcelStatusBadge status={parcel.status} />
      <FactList facts={facts} layout="rows" />
    </Modal>
  );
}
