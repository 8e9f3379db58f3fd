import type { StaffCustomer, StaffPasswordReset } from '@contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { FactList } from '@/components/fact-list/fact-list';
import { PhoneField } from '@/components/phone-field/phone-field';
import { TextField } from '@/components/text-field/text-field';
import { staffCustomersCatalogue } from '@/i18n/catalogues/staff-customers';
import { useT } from '@/i18n/i18n';
import { phoneProblem } from '@/lib/form-checks';
import { formatDate, formatDateTime } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useFindCustomer, useResetCustomerPassword, useVerifyCustomerPhone } from '@/data/customers/staff-customers';
import { useMe } from '@/data/session/get-me';
import * as own from './customer-help.css';
import * as styles from '@/components/staff/staff.css';
import { personName } from '@/lib/person-name';

/**
 * "Харилцагч": account help at the counter. Self-contained (its own calls and words), so
 * the counter screen can host it as it is: find by phone, verify the phone after checking the ID,
 * reset a forgotten password (an admin only; the code goes to the customer's phone by SMS).
 */
export function CustomerHelp() {
  const t = useT(staffCustomersCatalogue);
  const find = useFindCustomer();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [customer, setCustomer] = useState<StaffCustomer | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const problem = phoneProblem(phone);
    if (problem) return setError(t(problem));
    setError(null);
    setCustomer(null);
    find.mutate(phone, {
      onSuccess: setCustomer,
      onError: (failure) => failure.code === 404 && setError(t('customers.notFound')),
    });
  };

  return (
    <div className={styles.stack}>
      <Card title={t('customers.title')} className={own.card}>
        <p className={own.muted}>{t('customers.lead')}</p>
        <form className={styles.fieldWithButton} onSubmit={search} noValidate>
          <PhoneField
            label={t('auth.phone')}
            name="customer-phone"
            value={phone}
            error={error}
            onChange={(event) => setPhone(event.target.value)}
          />
          <Button type="submit" className={styles.besideInput} pending={find.isPending}>
            {t('customers.find')}
          </Button>
        </form>
      </Card>
      {customer ? <CustomerCard key={customer.id} customer={customer} onChange={setCustomer} /> : null}
    </div>
  );
}

/**
 * An admin's reset: why, typed for the audit; the code goes to the customer's phone by SMS
 * and is never shown here, so no one at the counter can sign in as the customer.
 */
function PasswordReset({ phone }: { phone: string }) {
  const t = useT(staffCustomersCatalogue);
  const reset = useResetCustomerPassword();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<StaffPasswordReset | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length === 0) return setError(t('customers.reasonNeeded'));
    setError(null);
    reset.mutate({ phone, reason: reason.trim() }, { onSuccess: setSent });
  };
  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <TextField
        label={t('customers.resetReason')}
        name="reset-reason"
        autoComplete="off"
        maxLength={200}
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" variant="outline" pending={reset.isPending}>
        {t('customers.reset')}
      </Button>
      {sent ? (
        <p className={own.muted} role="status">
          {t('customers.resetSent', { phone: sent.sentTo, time: formatDateTime(sent.expiresAt) })}
        </p>
      ) : null}
    </form>
  );
}

function CustomerCard({ customer, onChange }: { customer: StaffCustomer; onChange: (customer: StaffCustomer) => void }) {
  const t = useT(staffCustomersCatalogue);
  const verify = useVerifyCustomerPhone();
  const isAdmin = useMe().data?.role === 'admin';
  const facts = [
    { label: t('customers.name'), value: personName(customer) },
    { label: t('auth.phone'), value: customer.phone },
    { label: t('customers.phoneState'), value: customer.phoneVerified ? t('customers.verified') : t('customers.notVerified') },
    { label: t('customers.registered'), value: formatDate(customer.createdAt) },
  ];
  return (
    <Card title={customer.phone} className={own.card}>
      <FactList facts={facts} layout="rows" />
      {customer.phoneVerified ? null : (
        <>
          <p className={own.muted}>{t('customers.verifyHint')}</p>
          <Button
            pending={verify.isPending}
            onClick={() =>
              verify.mutate(customer.phone, {
                onSuccess: (verified) => {
                  notify.success(t('customers.verifiedDone'));
                  onChange(verified);
                },
              })
            }
          >
            {t('customers.verify')}
          </Button>
        </>
      )}
      {isAdmin ? <PasswordReset phone={customer.phone} /> : <p className={own.muted}>{t('customers.resetAdminOnly')}</p>}
    </Card>
  );
}
