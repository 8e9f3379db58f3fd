import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { contactsInputSchema, PICKUP_POINTS_MAX, type Contacts, type ContactsInput } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { Spinner } from '@/components/spinner/spinner';
import { TextField } from '@/components/text-field/text-field';
import { contactsQueryOptions } from '@/data/contacts/get-contacts';
import { useSaveContacts } from '@/data/contacts/save-contacts';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';
import { notify } from '@/lib/toast';
import { SaveButton } from './save-button';
import * as styles from '@/components/staff/staff.css';

type PointValues = { name: string; address: string; hours: string; mapUrl: string };
type ContactsValues = { phones: string; chatUrl: string; pickupPoints: PointValues[] };

const EMPTY_POINT: PointValues = { name: '', address: '', hours: '', mapUrl: '' };

const toValues = (contacts: Contacts): ContactsValues => ({
  phones: contacts.phones.join(', '),
  chatUrl: contacts.chatUrl ?? '',
  pickupPoints: contacts.pickupPoints.map((point) => ({ ...point, mapUrl: point.mapUrl ?? '' })),
});

/** The phones, chat link and Ulaanbaatar pickup points the about page, footer and pickup card show. */
export function ContactsForm() {
  const t = useT(staffCatalogue);
  // Fetched again on opening, although the footer may hold a copy: staff edit what is current.
  const contacts = useQuery({ ...contactsQueryOptions(), staleTime: 0 });
  return (
    <Card title={t('staff.contacts')}>
      {contacts.data ? (
        <ContactsFields key={JSON.stringify(contacts.data)} current={contacts.data} />
      ) : contacts.isPending ? (
        <Spinner />
      ) : null}
    </Card>
  );
}

function ContactsFields({ current }: { current: Contacts }) {
  const t = useT(staffCatalogue);
  const save = useSaveContacts();
  const [values, setValues] = useState(() => toValues(current));
  // Keyed by the field's path as the contract names it ("phones.0", "pickupPoints.1.hours").
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setPoint = (index: number, field: keyof PointValues, value: string) =>
    setValues((before) => ({
      ...before,
      pickupPoints: before.pickupPoints.map((point, at) => (at === index ? { ...point, [field]: value } : point)),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const phones = values.phones
      .split(/[,;\n]/)
      .map((phone) => phone.trim())
      .filter(Boolean);
    const body: ContactsInput = { ...values, phones };
    const parsed = contactsInputSchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        // A wrong phone is shown on the one phones field.
        const key = issue.path[0] === 'phones' ? 'phones' : issue.path.join('.');
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    // The save refetches the contacts, which remounts this form (its key is the contacts): no onSuccess here.
    void save.mutateAsync(body).then(
      () => notify.success(t('staff.saved')),
      () => undefined,
    );
  };

  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <TextField
        label={t('staff.contactPhones')}
        inputMode="tel"
        autoComplete="off"
        value={values.phones}
        error={errors.phones}
        onChange={(event) => setValues({ ...values, phones: event.target.value })}
      />
      <TextField
        label={t('staff.contactChat')}
        type="url"
        autoComplete="off"
        value={values.chatUrl}
        error={errors.chatUrl}
        onChange={(event) => setValues({ ...values, chatUrl: event.target.value })}
      />
      {values.pickupPoints.map((point, index) => (
        <fieldset key={index} className={styles.pickupPoint}>
          <legend className={styles.sectionTitle}>{t('staff.pickupNumber', { number: index + 1 })}</legend>
          {(['name', 'address', 'hours', 'mapUrl'] as const).map((field) => (
            <TextField
              key={field}
              label={t(
                field === 'name'
                  ? 'staff.pickupName'
                  : field === 'address'
                    ? 'staff.pickupAddress'
                    : field === 'hours'
                      ? 'staff.pickupHours'
                      : 'staff.pickupMap',
              )}
              autoComplete="off"
              value={point[field]}
              error={errors[`pickupPoints.${index}.${field}`]}
              onChange={(event) => setPoint(index, field, event.target.value)}
            />
          ))}
          <Button
            variant="outline"
            className={styles.startAligned}
            size="sm"
            onClick={() => setValues({ ...values, pickupPoints: values.pickupPoints.filter((_, at) => at !== index) })}
          >
            {t('staff.pickupRemove')}
          </Button>
        </fieldset>
      ))}
      {values.pickupPoints.length < PICKUP_POINTS_MAX ? (
        <Button
          variant="outline"
          className={styles.startAligned}
          onClick={() => setValues({ ...values, pickupPoints: [...values.pickupPoints, EMPTY_POINT] })}
        >
          {t('staff.pickupAdd')}
        </Button>
      ) : null}
      <SaveButton pending={save.isPending} />
    </form>
  );
}
