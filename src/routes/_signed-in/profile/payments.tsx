import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page/page-header';
import { PaymentHistory } from '@/features/payments/components/payment-history';
import { useT } from '@/i18n/i18n';

export const Route = createFileRoute('/_signed-in/profile/payments')({
  component: PaymentsPage,
});

/** "Төлбөрүүд": the customer's payments, each opening its receipt. */
function PaymentsPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('profile.payments')} />
      <PaymentHistory />
    </>
  );
}
