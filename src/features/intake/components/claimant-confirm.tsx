import type { StaffParcel } from '@contract';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';
import { ParcelCustomer } from './parcel-customer';
import * as styles from '@/components/staff/staff.css';

/**
 * Who pre-registered a scanned code, shown while their phone waits in the phone field: anyone can
 * claim any code in advance, so staff check the phone on the box before Enter gives
 * them the parcel.
 */
export function ClaimantConfirm({ parcel }: { parcel: StaffParcel }) {
  const t = useT(staffCatalogue);
  return (
    <div role="alert" className={`${styles.claimant} ${styles.full}`}>
      <span className={styles.name}>{t('staff.claimantTitle')}</span>
      <ParcelCustomer parcel={parcel} />
      <span className={styles.hint}>{t('staff.claimantHint')}</span>
    </div>
  );
}
