import { CopyAddressLink } from '@/components/empty-state/copy-address-link';
import { EmptyState } from '@/components/empty-state/empty-state';
import { BoxIcon } from '@/components/icons/icons';
import { useT } from '@/i18n/i18n';

/** No parcel at all: how parcels get here. A status filter with nothing in it only says so. */
export function MyParcelsEmpty({ filtered }: { filtered: boolean }) {
  const t = useT();
  if (filtered) return <EmptyState title={t('orders.empty')} text={t('orders.emptyHint')} icon={<BoxIcon size={28} />} />;
  return <EmptyState title={t('orders.none')} text={t('orders.noneHint')} icon={<BoxIcon size={28} />} action={<CopyAddressLink />} />;
}
