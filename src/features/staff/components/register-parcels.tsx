import { useRef, useState, type KeyboardEvent } from 'react';
import type { z } from 'zod';
import { PARCEL_STATUSES, staffParcelCreateSchema, type ParcelStatus, type StaffParcel } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { ParcelPrice, ParcelStatusBadge } from '@/components/parcel-status/parcel-status';
import { SelectField } from '@/components/select-field/select-field';
import { TextField } from '@/components/text-field/text-field';
import { useCreateParcel } from '@/data/parcels/create-parcel';
import { useForm } from '@/hooks/use-form';
import { journeyCatalogue } from '@/i18n/catalogues/journey';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';
import { parsedBy, type FieldErrors } from '@/lib/form-checks';
import { numberInput } from './number-input';
import { EMPTY_MEASURES, measuresBody, MeasureFields, MeasuresText, type MeasureValues } from './measure-fields';
import { OwnerOf } from './owner-of';
import { ScanCodeField } from './scan-code-field';
import * as styles from './staff.css';

type RegisterValues = { trackCode: string; phone: string; price: string; status: ParcelStatus } & MeasureValues;

const FIELD_ORDER = ['trackCode', 'phone', 'price'] as const;

/** The two fields after the code, typed on a number pad. */
const NUMBER_FIELDS = [
  // Room for a pasted `+976 9911 2233`; the contract's schema normalises it.
  { name: 'phone', label: 'staff.phone', maxLength: 16 },
  { name: 'price', label: 'staff.priceOptional', maxLength: undefined },
] as const;

const checkParcel = parsedBy<RegisterValues, typeof staffParcelCreateSchema>(staffParcelCreateSchema, (values) => ({
  ...values,
  // Empty for a code a customer pre-registered: the server keeps that customer as the owner.
  phone: values.phone.trim() === '' ? undefined : values.phone,
  price: numberInput(values.price),
  ...measuresBody(values),
}));

/**
 * Registering parcels with a barcode scanner: the scanner types the code and presses Enter. Enter
 * in the code field goes on to the phone while it is empty, and saves once a phone is there, so
 * with "keep the phone" on, one customer's parcels are saved one scan each.
 */
export function RegisterParcels() {
  const t = useT(staffCatalogue);
  const tj = useT(journeyCatalogue);
  const create = useCreateParcel();
  const refs = { trackCode: useRef<HTMLInputElement>(null), phone: useRef<HTMLInputElement>(null), price: useRef<HTMLInputElement>(null) };
  const form = useForm<RegisterValues>({ trackCode: '', phone: '', price: '', status: 'REGISTERED', ...EMPTY_MEASURES });
  const [keepPhone, setKeepPhone] = useState(false);
  const [session, setSession] = useState<StaffParcel[]>([]);

  const save = (body: z.output<typeof staffParcelCreateSchema>) => {
    if (create.isPending) return;
    create.mutate(body, {
      onSuccess: (parcel) => {
        setSession((current) => [parcel, ...current]);
        // The scanner may already be typing the next code; only the saved one is cleared.
        form.update((current) => ({
          trackCode: current.trackCode.trim().toUpperCase() === body.trackCode ? '' : current.trackCode,
          price: '',
          ...EMPTY_MEASURES,
          // The shelf stays for the next parcel of the same run, like a kept phone.
          shelf: current.shelf,
          ...(keepPhone ? {} : { phone: '' }),
        }));
        form.setErrors({});
        refs.trackCode.current?.focus();
      },
      onError: (error) => {
        // A new code without a phone, or a phone other than the customer's who pre-registered the code.
        if ((error.code === 400 && !body.phone) || (error.code === 409 && body.phone && error.message.includes(body.phone))) {
          form.setErrors({ phone: error.message });
          refs.phone.current?.select();
          return;
        }
        if (error.code !== 409 && error.code !== 400) return;
        form.setErrors({ trackCode: error.code === 409 ? t('staff.duplicate') : error.message });
        // Selected, so the next scan replaces the duplicate instead of appending to it.
        refs.trackCode.current?.select();
      },
    });
  };

  const focusFirstError = (errors: FieldErrors<keyof RegisterValues>) => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) refs[first].current?.focus();
  };
  const submit = form.submit(checkParcel, save, focusFirstError);

  function onCodeKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (form.values.phone.trim() === '') refs.phone.current?.focus();
    else submit();
  }

  const last = session[0];

  return (
    <div className={styles.split}>
      <Card>
        <form className={styles.formGrid} onSubmit={submit} noValidate>
          <ScanCodeField
            ref={refs.trackCode}
            className={styles.full}
            {...form.field('trackCode')}
            onKeyDown={onCodeKeyDown}
            enterKeyHint="next"
          />
          {NUMBER_FIELDS.map(({ name, label, maxLength }) => (
            <TextField
              key={name}
              ref={refs[name]}
              label={t(label)}
              {...form.field(name)}
              inputMode="numeric"
              autoComplete="off"
              maxLength={maxLength}
              enterKeyHint="done"
            />
          ))}
          <MeasureFields form={form} />
          <SelectField
            className={styles.full}
            label={t('staff.initialStatus')}
            value={form.values.status}
            options={PARCEL_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
            onChange={(status) => form.setValue('status', status)}
          />
          <label className={`${styles.checkRow} ${styles.full}`}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={keepPhone}
              onChange={(event) => setKeepPhone(event.target.checked)}
            />
            <span className={styles.checkText}>
              {t('staff.keepPhone')}
              <span className={styles.hint}>{t('staff.keepPhoneHint')}</span>
            </span>
          </label>
          <p className={`${styles.hint} ${styles.full}`}>
            {t('staff.scanHint')} {tj('journey.phoneOptional')}
          </p>
          <Button type="submit" block className={styles.full} pending={create.isPending} pendingLabel={t('pending.save')}>
            {t('staff.register')}
          </Button>
          {/* One line for the latest scan, beside the field (a toast per scan would pile up over the tabs). */}
          <div role="status" aria-live="polite" className={styles.full}>
            {last ? (
              <p key={last.trackCode} className={styles.flash}>
                {t('staff.registered', { code: last.trackCode })}
                <span className={styles.flashOwner}>
                  <OwnerOf parcel={last} />
                </span>
              </p>
            ) : null}
          </div>
        </form>
      </Card>
      <Card
        title={t('staff.sessionList')}
        action={<span className={styles.meta}>{t('staff.sessionCount', { count: session.length })}</span>}
      >
        {session.length === 0 ? (
          <p className={styles.hint}>{t('staff.sessionEmpty')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('staff.sessionList')}>
            {session.map((parcel) => (
              <li key={parcel.trackCode} className={styles.listItem}>
                <span className={styles.code}>{parcel.trackCode}</span>
                <ParcelStatusBadge status={parcel.status} />
                <span className={styles.meta}>
                  <OwnerOf parcel={parcel} /> · <ParcelPrice price={parcel.price} />
                  <MeasuresText parcel={parcel} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
