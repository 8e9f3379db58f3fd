import { useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { PARCEL_STATUSES, staffParcelCreateSchema, type ParcelStatus, type StaffParcel } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { SelectField } from '@/components/select-field/select-field';
import { TextField } from '@/components/text-field/text-field';
import { useCreateParcel } from '@/data/parcels/create-parcel';
import { staffParcelQueryOptions } from '@/data/parcels/get-staff-parcel';
import { useForm } from '@/hooks/use-form';
import { arrivalCatalogue } from '@/i18n/catalogues/arrival';
import { journeyCatalogue } from '@/i18n/catalogues/journey';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';
import { parsedBy, type FieldErrors } from '@/lib/form-checks';
import { useScanQueue, type SettledScan } from '../lib/scan-queue';
import { numberInput } from './number-input';
import { EMPTY_MEASURES, measuresBody, MeasureFields, type MeasureValues } from './measure-fields';
import { ClaimantConfirm } from './claimant-confirm';
import { OwnerOf } from './owner-of';
import { isPhoneRefusal, isRefusal, RegisteredList, useRefusalMessage, type FailedScan, type RegisterScan } from './registered-list';
import { ScanCodeField } from './scan-code-field';
import * as styles from './staff.css';

type RegisterValues = {
  trackCode: string;
  phone: string;
  price: string;
  status: ParcelStatus;
  noPhone: '' | 'yes';
  note: string;
} & MeasureValues;

const FIELD_ORDER = ['trackCode', 'phone', 'price'] as const;

/** The two fields after the code, typed on a number pad. */
const NUMBER_FIELDS = [
  // Room for a pasted `+976 9911 2233`; the contract's schema normalises it.
  { name: 'phone', label: 'staff.phone', maxLength: 16 },
  { name: 'price', label: 'staff.priceOptional', maxLength: undefined },
] as const;

const checkParcel = parsedBy<RegisterValues, typeof staffParcelCreateSchema>(staffParcelCreateSchema, ({ noPhone, note, ...values }) => ({
  ...values,
  // Empty for a code a customer pre-registered (the server names that customer for staff to confirm), or no phone at all (unclaimed).
  phone: noPhone === 'yes' || values.phone.trim() === '' ? undefined : values.phone,
  price: numberInput(values.price),
  ...measuresBody(values),
  // No phone on the box (issue 27): an unclaimed parcel, found by customers by its code's end.
  ...(noPhone === 'yes' ? { unclaimed: true as const, ...(note.trim() ? { note } : {}) } : {}),
}));

type ParcelBody = z.output<typeof staffParcelCreateSchema>;

/**
 * Registering parcels with a barcode scanner: the scanner types the code and presses Enter. Enter
 * in the code field goes on to the phone while it is empty, and saves once a phone is there, so
 * with "keep the phone" on, one customer's parcels are saved one scan each. Each save is queued
 * with the fields as they were at that Enter, and the code field is emptied at once: a scanner
 * sends the next code long before the server answers.
 */
export function RegisterParcels() {
  const t = useT(staffCatalogue);
  const tj = useT(journeyCatalogue);
  const create = useCreateParcel();
  const refs = { trackCode: useRef<HTMLInputElement>(null), phone: useRef<HTMLInputElement>(null), price: useRef<HTMLInputElement>(null) };
  const form = useForm<RegisterValues>({
    trackCode: '',
    phone: '',
    price: '',
    status: 'REGISTERED',
    noPhone: '',
    note: '',
    ...EMPTY_MEASURES,
  });
  const ta = useT(arrivalCatalogue);
  const [keepPhone, setKeepPhone] = useState(false);
  const queryClient = useQueryClient();
  /** The customer who pre-registered the code in the form, while staff confirm the phone on the box. */
  const [claimant, setClaimant] = useState<StaffParcel | null>(null);

  const refusalMessage = useRefusalMessage();

  /**
   * A code a customer pre-registered, scanned without a phone: the scan comes back into the form with
   * that customer's phone in the phone field, selected, and who they are beside it. Enter confirms
   * (the scan is sent again with the phone); typing the box's number instead replaces it.
   */
  async function askToConfirm(scan: FailedScan, { unlessBusy = false } = {}) {
    const { input } = scan;
    const parcel = await queryClient.fetchQuery(staffParcelQueryOptions(input.trackCode)).catch(() => undefined);
    // A code scanned while the claimant was looked up keeps the field; this scan stays in its row.
    if (unlessBusy && (refs.trackCode.current?.value ?? '').trim() !== '') return;
    flushSync(() => {
      form.update(() => ({ trackCode: input.trackCode, phone: parcel?.phone ?? '', price: input.price?.toString() ?? '' }));
      // Without the view (offline a moment), the server's words name the phone.
      form.setErrors(parcel ? {} : { phone: refusalMessage(scan) });
      setClaimant(parcel ?? null);
      queue.forget(scan.id);
    });
    refs.phone.current?.focus();
    refs.phone.current?.select();
  }

  /**
   * A duplicate or a phone problem is explained beside the field, but only while the worker is
   * waiting on this very scan (nothing else queued, the code field empty): the scan comes back into
   * the form, its row goes, and the field is selected so the next scan replaces it. Otherwise its row
   * in the list says what went wrong.
   */
  const explainRefusal = (scan: SettledScan<ParcelBody, StaffParcel>, unfinished: number) => {
    if (scan.state !== 'failed' || !isRefusal(scan)) return;
    if (unfinished > 0 || (refs.trackCode.current?.value ?? '').trim() !== '') return;
    if (scan.error.reason === 'PREREGISTERED_CONFIRM_PHONE') return void askToConfirm(scan, { unlessBusy: true });
    const { input } = scan;
    const onPhone = isPhoneRefusal(scan);
    flushSync(() => {
      form.update(() => ({ trackCode: input.trackCode, phone: input.phone ?? '', price: input.price?.toString() ?? '' }));
      form.setErrors({ [onPhone ? 'phone' : 'trackCode']: refusalMessage(scan) });
      queue.forget(scan.id);
    });
    (onPhone ? refs.phone : refs.trackCode).current?.select();
  };

  const queue = useScanQueue({ save: (body: ParcelBody) => create.mutateAsync(body), onSettled: explainRefusal });

  const enqueue = (body: ParcelBody) => {
    queue.add(body);
    setClaimant(null);
    // The shelf stays for the next parcel of the same run, like a kept phone.
    form.update(() => ({
      trackCode: '',
      price: '',
      note: '',
      ...EMPTY_MEASURES,
      shelf: form.values.shelf,
      ...(keepPhone ? {} : { phone: '' }),
    }));
    form.setErrors({});
    refs.trackCode.current?.focus();
  };

  const focusFirstError = (errors: FieldErrors<keyof RegisterValues>) => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) refs[first].current?.focus();
  };
  const submit = form.submit(checkParcel, enqueue, focusFirstError);

  function onCodeKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (form.values.phone.trim() === '' && form.values.noPhone !== 'yes') refs.phone.current?.focus();
    else submit();
  }

  const last = queue.entries.find((entry): entry is Extract<RegisterScan, { state: 'done' }> => entry.state === 'done');

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
          <label className={`${styles.checkRow} ${styles.full}`}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={form.values.noPhone === 'yes'}
              onChange={(event) => form.setValue('noPhone', event.target.checked ? 'yes' : '')}
            />
            <span className={styles.checkText}>{ta('arrival.noPhone')}</span>
          </label>
          {form.values.noPhone === 'yes' ? (
            <TextField
              className={styles.full}
              label={ta('arrival.unclaimedNote')}
              autoComplete="off"
              maxLength={100}
              {...form.field('note')}
            />
          ) : null}
          {NUMBER_FIELDS.filter(({ name }) => !(form.values.noPhone === 'yes' && name === 'phone')).map(({ name, label, maxLength }) => (
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
          {claimant && claimant.trackCode === form.values.trackCode.trim().toUpperCase() ? <ClaimantConfirm parcel={claimant} /> : null}
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
          <Button type="submit" block className={styles.full}>
            {t('staff.register')}
          </Button>
          {/* One line for the latest save, beside the field (a toast per scan would pile up over the tabs). */}
          <div role="status" aria-live="polite" className={styles.full}>
            {last ? (
              <p key={last.id} className={styles.flash}>
                {t('staff.registered', { code: last.result.trackCode })}
                <span className={styles.flashOwner}>
                  <OwnerOf parcel={last.result} />
                </span>
              </p>
            ) : null}
          </div>
        </form>
      </Card>
      <RegisteredList entries={queue.entries} onRetry={queue.retry} onConfirm={(scan) => void askToConfirm(scan)} />
    </div>
  );
}
