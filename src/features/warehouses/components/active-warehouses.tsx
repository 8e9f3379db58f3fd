import { BackHomeLink } from '@/components/empty-state/back-home-link';
import { EmptyState } from '@/components/empty-state/empty-state';
import { WarehouseIcon } from '@/components/icons/icons';
import { SavedAt } from '@/components/saved-at/saved-at';
import { Skeleton } from '@/components/skeleton/skeleton';
import { usePublicAnswer } from '@/data/public-answers';
import { activeWarehousesQueryOptions } from '@/data/warehouses/get-active-warehouses';
import { useT } from '@/i18n/i18n';
import { CargoAddressDetail } from './cargo-address-detail';
import { WarehouseList } from './warehouse-list';
import * as styles from './warehouse-list.css';

/**
 * /address: none → a message and a way home; one → its address at once; several → cards. Network
 * first, like the address itself: a saved list waits for the network's answer while online.
 */
export function ActiveWarehouses({ orgId }: { orgId: number }) {
  const t = useT();
  const { data, savedAt, waitingForNetwork } = usePublicAnswer(activeWarehousesQueryOptions(orgId));
  if (waitingForNetwork) return <ActiveWarehousesSkeleton />;
  const [only, ...others] = data.list;

  if (!only) {
    return <EmptyState icon={<WarehouseIcon size={28} />} title={t('address.none')} action={<BackHomeLink />} />;
  }
  if (others.length === 0) return <CargoAddressDetail warehouseId={only.id} />;
  return (
    <>
      <p className={styles.intro}>{t('address.choose')}</p>
      <SavedAt at={savedAt} className={styles.intro} />
      <WarehouseList warehouses={data.list} />
    </>
  );
}

/** A warehouse card's name, phone and address lines, as stand-ins of about their length. */
const CARD_LINES = [
  { className: styles.name, width: '14ch' },
  { className: styles.line, width: '10ch' },
  { className: styles.line, width: '20ch' },
];

/** What /address shows while its list is on the way: the usual case, the intro and two cards. */
export function ActiveWarehousesSkeleton() {
  return (
    <div aria-busy="true">
      <p className={styles.intro}>
        <Skeleton width="24ch" />
      </p>
      <ul className={styles.list}>
        {[1, 2].map((key) => (
          <li key={key} className={styles.card}>
            <span className={styles.body}>
              {CARD_LINES.map(({ className, width }) => (
                <span key={width} className={className}>
                  <Skeleton width={width} />
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
