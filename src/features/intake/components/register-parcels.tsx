import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { PARCEL_STATUSES, staffParcelCreateSchema, type ParcelStatus, type StaffParcel } from '@contract';
import { Button } from '@/components/button/button';
import { CameraScanner, canScanBarcodes } from '@/components/camera-scanner/camera-scanner';
import { Card } from '@/components/card/card';
import { SelectField } from '@/components/select-field/select-field';
import { TextField } from '@/components/text-field/text-field';
import { staffParcelQueryOptions } from '@/data/parcels/get-staff-parcel';
import { useStoredUser } from '@/data/session/stored-user';
import { useForm } from '@/hooks/use-form';
import { arrivalCatalogue } from '@/i18n/catalogues/arrival';
import { intakeCatalogue } from '@/i18n/catalogues/intake';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';
import { parsedBy, type FieldErrors } from '@/lib/form-checks';
import { ApiError } from '@/lib/http';
import { newClientId } from '../lib/intake-outbox';
import { useScale } from '../lib/scale/use-scale';
import { signalScan, type ScanOutcome } from '../lib/scan-feedback';
import type { SettledScan } from '../lib/scan-queue';
import { changeStationSettings, getStationSettings, saveWorkerRun, useStationSettings, workerRun } from '../lib/station-settings';
import { UNSENT_CODE, useIntakeQueue, type IntakeBody, type IntakeScan } from '../lib/use-intake-queue';
import { numberInput } from '@/components/staff/number-input';
import { EMPTY_MEASURES, measuresBody, MeasureFields, type MeasureValues } from './measure-fields';
import { OutboxPanel } from './outbox-panel';
import { StationSettings } from './station-settings';
import { PhotoTaker } from '../photos/photo-taker';
import * as intakeStyles from './intake.css';
import { ClaimantConfirm } from './claimant-confirm';
import { ParcelCustomer } from './parcel-customer';
import { isPhoneRefusal, isRefusal, RegisteredList, useRefusalMessage, type FailedScan, type RegisterScan } from './registered-list';
import { ScanCodeField } from './scan-code-field';
import * as styles from '@/components/staff/staff.css';

type RegisterValues = {
  trackCode: string;
  phone: string;
  price: string;
  status: ParcelStatus;
  noPhone: '' | 'yes';
  note: string;
} & MeasureValues;

const FIELD_ORDER = ['trackCode', 'phone', 'price'] as const;

/** The one pass after the code (and the phone, when it is empty): Enter or the scale's weight moves along it; Enter on the shelf saves. */
const PASS_ORDER = ['weightKg', 'widthCm', 'heightCm', 'lengthCm', 'shelf'] as const;
type PassField = (typeof PASS_ORDER)[number];

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
  // No phone on the box: an unclaimed parcel, found by customers by its code's end.
  ...(noPhone === 'yes' ? { unclaimed: true as const, ...(note.trim() ? { note } : {}) } : {}),
}));

/**
 * Registering parcels with a barcode scanner: the scanner types the code and presses Enter. Enter
 * in the code field goes on to the phone while it is empty, and saves once a phone is there, so
 * with "keep the phone" on, one customer's parcels are saved one scan each. Each save is queued
 * with the fields as they were at that Enter, and the code field is emptied at once: a scanner
 * sends the next code long before the server answers.
 */
export function RegisterParcels({ orgId }: { orgId: number }) {
  const t = useT(staffCatalogue);
  const ti = useT(intakeCatalogue);
  const userId = useStoredUser()?.id ?? 0;
  const settings = useStationSettings();
  const { warehouseId, run } = workerRun(settings, userId);
  const refs = { trackCode: useRef<HTMLInputElement>(null), phone: useRef<HTMLInputElement>(null), price: useRef<HTMLInputElement>(null) };
  const passRefs = {
    weightKg: useRef<HTMLInputElement>(null),
    widthCm: useRef<HTMLInputElement>(null),
    heightCm: useRef<HTMLInputElement>(null),
    lengthCm: useRef<HTMLInputElement>(null),
    shelf: useRef<HTMLInputElement>(null),
  };
  // The start status and the shelf of this worker's run at this warehouse, as left on this device.
  const form = useForm<RegisterValues>({
    trackCode: '',
    phone: '',
    price: '',
    status: run.status,
    noPhone: '',
    note: '',
    ...EMPTY_MEASURES,
    shelf: run.shelf,
  });
  // Another warehouse chosen: its own start status and shelf.
  useEffect(() => {
    const { run: chosen } = workerRun(getStationSettings(), userId);
    form.update(() => ({ status: chosen.status, shelf: chosen.shelf }));
    // form.update is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [warehouseId, userId]);
  const ta = useT(arrivalCatalogue);
  const [keepPhone, setKeepPhone] = useState(false);
  const queryClient = useQueryClient();
  /** The customer who pre-registered the code in the form, while staff confirm the phone on the box. */
  const [claimant, setClaimant] = useState<StaffParcel | null>(null);

  const refusalMessage = useRefusalMessage();

  /** The outcome's colour on the form (restarted for each scan), its sound and, on phones, vibration. */
  const flashRef = useRef<HTMLDivElement>(null);
  const signal = (outcome: ScanOutcome) => {
    signalScan(outcome, { muted: getStationSettings().muted });
    const element = flashRef.current;
    if (!element) return;
    element.removeAttribute('data-flash');
    // Reading the layout restarts the animation for a second outcome of the same kind.
    void element.offsetWidth;
    element.setAttribute('data-flash', outcome);
  };

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
  const explainRefusal = (scan: SettledScan<IntakeScan, StaffParcel>, unfinished: number) => {
    if (scan.state === 'done' || scan.error.code === UNSENT_CODE) return signal('saved');
    signal(scan.error.reason === 'TRACK_CODE_TAKEN' ? 'duplicate' : 'error');
    if (!isRefusal(scan)) return;
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

  const queue = useIntakeQueue({ userId, offlineMessage: ti('intake.offlineQueued'), onSettled: explainRefusal });

  /** Scanned already in this run (saving, saved, or waiting offline): not sent twice. */
  const scannedInRun = (trackCode: string) =>
    queue.entries.some((entry) => entry.input.trackCode === trackCode && entry.state !== 'failed') ||
    queue.outbox.unsent.some((scan) => scan.body.trackCode === trackCode);

  const enqueue = (body: IntakeBody) => {
    const scan = { ...body, clientId: newClientId(), queuedAt: Date.now() };
    if (scannedInRun(body.trackCode)) {
      queue.reject(scan, new ApiError(409, ti('intake.duplicate')));
      signal('duplicate');
    } else {
      queue.add(scan);
    }
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
    signal('error');
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) refs[first].current?.focus();
    else passRefs[PASS_ORDER.find((field) => errors[field]) ?? 'weightKg'].current?.focus();
  };
  const submit = form.submit(checkParcel, enqueue, focusFirstError);

  const onePass = settings.onePass;
  /** After the code and phone: the one pass's first field still empty (a weight the scale gave already is skipped), or save. */
  const passOnFrom = (index: number) => {
    const next = PASS_ORDER.slice(index).find((field) => field === 'shelf' || form.values[field].trim() === '');
    if (next) passRefs[next].current?.focus();
    else submit();
  };

  /** A code in (Enter after a scanner's keys, or the camera's read): on to the phone, the pass, or save. */
  function onCodeIn(trackCode: string) {
    // Scanned twice in this run: told at once (the save refuses it), not after weighing the box again.
    if (scannedInRun(trackCode.trim().toUpperCase())) submit();
    else if (form.values.phone.trim() === '' && form.values.noPhone !== 'yes') refs.phone.current?.focus();
    else if (onePass) passOnFrom(0);
    else submit();
  }

  function onCodeKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onCodeIn(form.values.trackCode);
  }

  // A phone used as the scanner: its camera reads the code as a scanner would type it.
  const [cameraOn, setCameraOn] = useState(false);
  const onCameraCode = (trackCode: string) => {
    flushSync(() => {
      setCameraOn(false);
      form.setValue('trackCode', trackCode);
    });
    onCodeIn(trackCode);
  };

  function onNumberKeyDown(name: 'phone' | 'price', event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || name !== 'phone' || !onePass) return;
    event.preventDefault();
    passOnFrom(0);
  }

  const passExtras = (name: PassField) => ({
    ref: passRefs[name],
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter' || !onePass) return;
      event.preventDefault();
      const next = PASS_ORDER[PASS_ORDER.indexOf(name) + 1];
      if (next) passRefs[next].current?.focus();
      else submit();
    },
  });

  // The scale's weight fills an empty weight field; in the one pass it also moves on to the size.
  const scale = useScale((kg) => {
    if (form.values.weightKg.trim() !== '') return;
    // Drawn before the focus moves on, so the weight is in its field when the size is typed.
    flushSync(() => form.setValue('weightKg', kg.toFixed(2)));
    if (onePass && document.activeElement === passRefs.weightKg.current) passRefs.widthCm.current?.focus();
  });

  // The shelf typed is kept for this worker's run, like the start status.
  const rememberingShelf = {
    field: (name: keyof MeasureValues) => {
      const field = form.field(name);
      if (name !== 'shelf') return field;
      return {
        ...field,
        onChange: (event: { target: { value: string } }) => {
          field.onChange(event);
          saveWorkerRun(userId, { run: { shelf: event.target.value } });
        },
      };
    },
  };

  const last = queue.entries.find((entry): entry is Extract<RegisterScan, { state: 'done' }> => entry.state === 'done');

  return (
    <>
      <StationSettings userId={userId} orgId={orgId} scale={scale} />
      <div className={styles.split}>
        <div ref={flashRef} className={intakeStyles.flashing}>
          <Card>
            <form className={styles.formGrid} onSubmit={submit} noValidate>
              <ScanCodeField
                ref={refs.trackCode}
                className={styles.full}
                {...form.field('trackCode')}
                onKeyDown={onCodeKeyDown}
                enterKeyHint="next"
              />
              {cameraOn ? (
                <div className={styles.full}>
                  <CameraScanner
                    onCode={onCameraCode}
                    onClose={() => setCameraOn(false)}
                    hint={ti('intake.cameraHint')}
                    stopLabel={ti('intake.cameraStop')}
                  />
                </div>
              ) : canScanBarcodes() ? (
                <Button className={styles.full} variant="outline" onClick={() => setCameraOn(true)}>
                  {ti('intake.cameraScan')}
                </Button>
              ) : null}
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
              {NUMBER_FIELDS.filter(({ name }) => !(form.values.noPhone === 'yes' && name === 'phone')).map(
                ({ name, label, maxLength }) => (
                  <TextField
                    key={name}
                    ref={refs[name]}
                    label={t(label)}
                    {...form.field(name)}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={maxLength}
                    enterKeyHint={name === 'phone' && onePass ? 'next' : 'done'}
                    onKeyDown={(event) => onNumberKeyDown(name, event)}
                  />
                ),
              )}
              {claimant && claimant.trackCode === form.values.trackCode.trim().toUpperCase() ? <ClaimantConfirm parcel={claimant} /> : null}
              <MeasureFields form={rememberingShelf} extras={passExtras} />
              <SelectField
                className={styles.full}
                label={t('staff.initialStatus')}
                value={form.values.status}
                options={PARCEL_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
                onChange={(status) => {
                  form.setValue('status', status);
                  saveWorkerRun(userId, { run: { status } });
                }}
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
              <label className={`${styles.checkRow} ${styles.full}`}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  checked={onePass}
                  onChange={(event) => changeStationSettings(() => ({ onePass: event.target.checked }))}
                />
                <span className={styles.checkText}>
                  {ti('intake.onePass')}
                  <span className={styles.hint}>{ti('intake.onePassHint')}</span>
                </span>
              </label>
              <p className={`${styles.hint} ${styles.full}`}>
                {t('staff.scanHint')} {ti('intake.preregisteredHint')}
              </p>
              <Button type="submit" block className={styles.full}>
                {t('staff.register')}
              </Button>
              {/* One line for the latest save, beside the field (a toast per scan would pile up over the tabs). */}
              <div role="status" aria-live="polite" className={styles.full}>
                {last ? (
                  <p key={last.id} className={styles.flash}>
                    {t('staff.registered', { code: last.result.trackCode })}
                    <span className={styles.flashCustomer}>
                      <ParcelCustomer parcel={last.result} />
                    </span>
                  </p>
                ) : null}
              </div>
              <OutboxPanel outbox={queue.outbox} userId={userId} onSend={() => void queue.flush()} />
            </form>
          </Card>
        </div>
        <RegisteredList
          entries={queue.entries}
          onRetry={queue.retry}
          onConfirm={(scan) => void askToConfirm(scan)}
          savedExtras={(parcel) => <PhotoTaker trackCode={parcel.trackCode} compact />}
        />
      </div>
    </>
  );
}
