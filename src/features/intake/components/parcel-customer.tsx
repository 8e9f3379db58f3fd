import type { StaffParcel } from '@contract';
import { journeyCatalogue } from '@/i18n/catalogues/journey';
import { useT } from '@/i18n/i18n';
import * as styles from '@/components/staff/staff.css';
import { personName } from '@/lib/person-name';

/** A parcel's customer as staff write it on the box (the contract's `owner` field): phone, the account's name when there is one, and a pre-registration mark. */
export function ParcelCustomer({ parcel }: { parcel: Pick<StaffParcel, 'phone' | 'owner' | 'registeredBy'> }) {
  const t = useT(journeyCatalogue);
  return (
    <span className={styles.customer} data-testid="parcel-customer">
      <strong>{parcel.phone}</strong>
      {parcel.owner ? ` · ${personName(parcel.owner)}` : null}
      {parcel.registeredBy === 'customer' ? <span className={styles.hint}> ({t('journey.preRegistered')})</span> : null}
    </span>
  );
}
