import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { PARCEL_STATUSES, staffParcelFormSchema, type ParcelStatus, type StaffParcel } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { ParcelStatusBadge } from '@/components/parcel-status/parcel-status';
import { TextField } from '@/components/text-field/text-field';
import { useT } from '@/i18n/i18n';
import { firstFieldErrors, type FieldErrors } from '@/lib/field-errors';
import { formatTugrik } from '@/lib/format';
import { ApiError } from '@/lib/http';
import { notify } from '@/lib/toast';
import { useCreateParcel } from '../api/parcels';
import { fill, useStaffTexts } from '../texts';
import { SelectField } from './select-field';
import { ScanCodeField } from './scan-code-field';
import * as styles from './staff.css';

type Field = 'trackCode' | 'phone' | 'price';

/**
 * Registering parcels with a barcode scanner: the scanner types the code and presses Enter. Enter
 * in the code field goes on to the phone while it is empty, and saves once a phone is there, so
 * with "keep the phone" on, one customer's parcels are saved one scan each.
 */
export function RegisterParcels() {
  const t = useT();
  const texts = useStaffTexts();
  const create = useCreateParcel();
  const codeRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const priceRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [phone, setPhone] = useState('');
  const [price, setPrice] = useState('');
  const [status, setStatus] = useState<ParcelStatus>('REGISTERED');
  const [keepPhone, setKeepPhone] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [session, setSession] = useState<StaffParcel[]>([]);
  const sessionTitleId = useId();

  const refs = { trackCode: codeRef, phone: phoneRef, price: priceRef };

  function submit() {
    if (create.isPending) return;
    const parsed = staffParcelFormSchema.safeParse({
      trackCode: code,
      phone,
      price: price.trim() === '' ? undefined : price,
      status,
    });
    if (!parsed.success) {
      const found = firstFieldErrors<Field>(parsed.error);
      setErrors(found);
      const first = (['trackCode', 'phone', 'price'] as const).find((field) => found[field]);
      if (first) refs[first].current?.focus();
      return;
    }
    const sent = parsed.data.trackCode;
    create.mutate(parsed.data, {
      onSuccess: (parcel) => {
        setSession((current) => [parcel, ...current]);
        // The scanner may already be typing the next code; only the saved one is cleared.
        setCode((current) => (current.trim().toUpperCase() === sent ? '' : current));
        setPrice('');
        if (!keepPhone) setPhone('');
        setErrors({});
        notify.success(fill(texts.registered, { code: parcel.trackCode }));
        codeRef.current?.focus();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 409) {
          setErrors({ trackCode: texts.duplicate });
          // Selected, so the next scan replaces the duplicate instead of appending to it.
          codeRef.current?.select();
        }
      },
    });
  }

  function onCodeKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (phone.trim() === '') phoneRef.current?.focus();
    else submit();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  const statusOptions = PARCEL_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }));
  const last = session[0];

  return (
    <div className={styles.split}>
      <Card>
        <form className={styles.formGrid} onSubmit={onSubmit} noValidate>
          <ScanCodeField
            ref={codeRef}
            className={styles.full}
            value={code}
            error={errors.trackCode}
            onChange={(event) => {
              setCode(event.target.value);
              setErrors((current) => ({ ...current, trackCode: undefined }));
            }}
            onKeyDown={onCodeKeyDown}
            enterKeyHint="next"
          />
          <TextField
            ref={phoneRef}
            label={texts.phone}
            value={phone}
            error={errors.phone}
            onChange={(event) => {
              setPhone(event.target.value);
              setErrors((current) => ({ ...current, phone: undefined }));
            }}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            enterKeyHint="done"
          />
          <TextField
            ref={priceRef}
            label={texts.priceOptional}
            value={price}
            error={errors.price}
            onChange={(event) => {
              setPrice(event.target.value);
              setErrors((current) => ({ ...current, price: undefined }));
            }}
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="done"
          />
          <div className={styles.full}>
            <SelectField label={texts.initialStatus} value={status} options={statusOptions} onChange={setStatus} />
          </div>
          <label className={`${styles.checkRow} ${styles.full}`}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={keepPhone}
              onChange={(event) => setKeepPhone(event.target.checked)}
            />
            <span className={styles.checkText}>
              {texts.keepPhone}
              <span className={styles.hint}>{texts.keepPhoneHint}</span>
            </span>
          </label>
          <p className={`${styles.hint} ${styles.full}`}>{texts.scanHint}</p>
          <Button type="submit" block className={styles.full} aria-disabled={create.isPending || undefined}>
            {texts.register}
          </Button>
        </form>
      </Card>
      <Card aria-labelledby={sessionTitleId}>
        <div className={styles.listHeader}>
          <h2 id={sessionTitleId} className={styles.sectionTitle}>
            {texts.sessionList}
          </h2>
          <span className={styles.meta}>{fill(texts.sessionCount, { count: session.length })}</span>
        </div>
        <div role="status" aria-live="polite">
          {last ? (
            <p key={last.trackCode} className={styles.flash}>
              {fill(texts.registered, { code: last.trackCode })}
            </p>
          ) : null}
        </div>
        {session.length === 0 ? (
          <p className={styles.hint}>{texts.sessionEmpty}</p>
        ) : (
          <ul className={styles.list} aria-label={texts.sessionList}>
            {session.map((parcel) => (
              <li key={parcel.trackCode} className={styles.listItem}>
                <span className={styles.code}>{parcel.trackCode}</span>
                <ParcelStatusBadge status={parcel.status} />
                <span className={styles.meta}>
                  {parcel.phone} · {formatTugrik(parcel.price)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
