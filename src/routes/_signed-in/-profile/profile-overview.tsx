import { PageHeader } from '@/components/page/page-header';
import { AddressCard } from '@/features/addresses/components/address-card';
import { PhoneNotVerifiedNotice } from '@/features/auth/components/phone-not-verified-notice';
import { NotificationsCard } from '@/features/notifications/components/notifications-card';
import { BaseInfoCard } from '@/features/profile/components/base-info-card';
import { EbarimtCard } from '@/features/profile/components/ebarimt-card';
import { useT } from '@/i18n/i18n';
import { useSignedInUser } from '../-signed-in-user';
import * as styles from './profile.css';

/** The profile proper: base information, the e-barimt numbers and delivery addresses (wide /profile, narrow /profile/mobile). */
export function ProfileOverview() {
  const t = useT();
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title={t('nav.profile')} />
      <div className={styles.stack}>
        {user.phoneVerified === false ? <PhoneNotVerifiedNotice /> : null}
        <BaseInfoCard storedUser={user} />
        <EbarimtCard storedUser={user} />
        <AddressCard owner={user} />
        <NotificationsCard />
      </div>
    </>
  );
}
