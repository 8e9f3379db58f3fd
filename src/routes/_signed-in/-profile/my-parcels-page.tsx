import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ParcelStatus } from '@contract';
import { PageHeader } from '@/components/page/page-header';
import { AddressModal } from '@/features/addresses/components/address-modal';
import { PhoneNotVerifiedNotice } from '@/features/auth/components/phone-not-verified-notice';
import { DeliveryPanel } from '@/features/delivery/components/delivery-panel';
import { MyParcelsScreen } from '@/features/my-parcels/components/my-parcels-screen';
import { DeliveryPayment } from '@/features/payments/components/delivery-payment';
import { pickupPayAction } from '@/features/payments/components/pay-button';
import { useQuery } from '@tanstack/react-query';
import { paymentOptionsQueryOptions } from '@/data/payments/payments';
import { useT } from '@/i18n/i18n';
import { useSignedInUser } from '../-signed-in-user';
import { personName } from '@/lib/person-name';

/** "Миний ачаа" (wide /profile/order, narrow /order); the chosen chip lives in `?status=`. */
export function MyParcelsPage() {
  const t = useT();
  const user = useSignedInUser();
  const { status } = useSearch({ strict: false });
  const navigate = useNavigate();
  const online = useQuery(paymentOptionsQueryOptions()).data?.online === true;
  // A filter is not a place: replacing the entry keeps Back leaving the list rather than stepping through chips.
  const changeStatus = (next: ParcelStatus | undefined) => void navigate({ to: '.', search: next ? { status: next } : {}, replace: true });
  // The server refuses the phone's parcels (403) until the phone is proved: say why instead of asking.
  if (user.phoneVerified === false) {
    return (
      <>
        <PageHeader title={t('profile.orders')} />
        <PhoneNotVerifiedNotice />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('profile.orders')} />
      <DeliveryPanel
        renderAddAddress={(onClose) => <AddressModal owner={user} onClose={onClose} />}
        renderPayment={online ? (deliveryId, onClose) => <DeliveryPayment deliveryId={deliveryId} onClose={onClose} /> : null}
      />
      <MyParcelsScreen status={status} onStatusChange={changeStatus} orderer={personName(user)} pickupAction={pickupPayAction} />
    </>
  );
}
