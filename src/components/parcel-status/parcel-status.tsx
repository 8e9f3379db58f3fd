import type { ParcelStatus } from '@contract';
import { BoxIcon, TruckIcon, WarehouseIcon } from '@/components/icons/icons';
import { useT } from '@/i18n/i18n';
import { formatTugrik } from '@/lib/format';
import { badge } from '@/styles/badge.css';

const tones = {
  REGISTERED: 'info',
  RECEIVED: 'progress',
  SENT: 'progress',
  DELIVERED: 'done',
  FINISHED: 'done',
  BROKEN: 'danger',
} as const satisfies Record<ParcelStatus, string>;

/** The product shows icons only for the first three statuses. */
const icons: Partial<Record<ParcelStatus, typeof BoxIcon>> = {
  REGISTERED: BoxIcon,
  RECEIVED: WarehouseIcon,
  SENT: TruckIcon,
};

/** A parcel's status label, with its icon where the product has one. */
export function ParcelStatusBadge({ status }: { status: ParcelStatus }) {
  const t = useT();
  const Icon = icons[status];
  return (
    <span className={badge({ tone: tones[status] })} data-status={status}>
      {Icon ? <Icon size={16} data-testid={`status-icon-${status}`} /> : null}
      {t(`status.${status}`)}
    </span>
  );
}

/** A parcel's price, or "Үнэ тодорхойгүй" while staff have not set one (never "0 ₮"). */
export function ParcelPrice({ price }: { price: number | null }) {
  const t = useT();
  return <>{price === null ? t('search.priceUnknown') : formatTugrik(price)}</>;
}
