import { useCallback, useState } from 'react';
import { parcelRegisterSchema } from '@contract';
import { Button } from '@/components/button/button';
import { SubmitButton } from '@/components/button/submit-button';
import { FieldFrame } from '@/components/field-frame/field-frame';
import * as fieldStyles from '@/components/field-frame/field-frame.css';
import { TextField } from '@/components/text-field/text-field';
import { useRegisterParcel } from '@/data/parcels/register-parcel';
import { useForm } from '@/hooks/use-form';
import { journeyCatalogue } from '@/i18n/catalogues/journey';
import { useT } from '@/i18n/i18n';
import { firstFieldErrors, type CheckResult } from '@/lib/form-checks';
import { toApiError } from '@/lib/http';
import { notify } from '@/lib/toast';
import { CameraScanner, canScanBarcodes } from './camera-scanner';
import * as styles from './my-parcels.css';
import { ContactLinks } from '@/components/contact-details/contact-details';
import { useContacts } from '@/data/contacts/get-contacts';

type CodesValues = { codes: string; note: string };
type CodesToSend = { trackCodes: string[]; note: string | undefined };

/** One code per line (pasted lists too), blanks and repeats dropped. */
const linesOf = (text: string) => [...new Set(text.split(/\r?\n/).map((line) => line.trim().toUpperCase()))].filter(Boolean);

/** Every line must be a track code (the API's rule); the first bad one is named. */
function checkCodes({ codes, note }: CodesValues): CheckResult<CodesValues, CodesToSend> {
  const trackCodes = linesOf(codes);
  for (const trackCode of trackCodes.length ? trackCodes : ['']) {
    const parsed = parcelRegisterSchema.safeParse({ trackCode, note });
    if (!parsed.success) {
      const errors = firstFieldErrors<'trackCode' | 'note'>(parsed.error);
      if (errors.note) return { ok: false, errors: { note: errors.note } };
      return { ok: false, errors: { codes: trackCode ? `${trackCode}: ${errors.trackCode}` : errors.trackCode } };
    }
  }
  return { ok: true, data: { trackCodes, note: note.trim() || undefined } };
}

/**
 * "Трак код нэмэх": the codes a customer expects, typed, pasted several at once or scanned with the
 * camera where the browser reads barcodes. Refused codes stay in the field with the reason.
 */
export function AddParcelCodes() {
  const t = useT(journeyCatalogue);
  const register = useRegisterParcel();
  const form = useForm<CodesValues>({ codes: '', note: '' });
  const [scanning, setScanning] = useState(false);
  const [sending, setSending] = useState(false);
  // A code someone else holds can only be sorted out by the company: its phones go right under the message.
  const [askContact, setAskContact] = useState(false);
  const contacts = useContacts();

  const send = async ({ trackCodes, note }: CodesToSend) => {
    setSending(true);
    const refused: string[] = [];
    const reasons: string[] = [];
    let taken = false;
    for (const trackCode of trackCodes) {
      try {
        await register.mutateAsync({ trackCode, note });
      } catch (error) {
        refused.push(trackCode);
        taken ||= toApiError(error).code === 409;
        reasons.push(t('journey.addFailed', { code: trackCode, message: toApiError(error).message }));
      }
    }
    setSending(false);
    setAskContact(taken);
    const added = trackCodes.length - refused.length;
    if (added > 0) notify.success(t('journey.added', { count: added }));
    form.reset({ codes: refused.join('\n'), note: refused.length ? (note ?? '') : '' });
    if (reasons.length) form.setErrors({ codes: reasons.join('; ') });
  };

  const { update } = form;
  const addScanned = useCallback(
    (code: string) => {
      setScanning(false);
      update((current) => ({ codes: [...linesOf(current.codes), code.toUpperCase()].join('\n') }));
    },
    [update],
  );
  const stopScanning = useCallback(() => setScanning(false), []);
  const codesField = form.field('codes');

  return (
    <form
      className={styles.addForm}
      onSubmit={form.submit(checkCodes, (data) => void send(data))}
      noValidate
      aria-label={t('journey.addTitle')}
    >
      <h2 className={styles.addTitle}>{t('journey.addTitle')}</h2>
      <FieldFrame label={t('journey.addCodes')} error={codesField.error}>
        {(control) => (
          <textarea
            className={`${fieldStyles.control} ${styles.codes}`}
            rows={3}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...control}
            name={codesField.name}
            value={codesField.value}
            onChange={codesField.onChange}
          />
        )}
      </FieldFrame>
      {askContact && codesField.error && contacts ? <ContactLinks contacts={contacts} /> : null}
      <TextField label={t('journey.addNote')} autoComplete="off" maxLength={100} {...form.field('note')} />
      {scanning ? <CameraScanner onCode={addScanned} onClose={stopScanning} /> : null}
      <div className={styles.addActions}>
        {canScanBarcodes() && !scanning ? (
          <Button variant="outline" onClick={() => setScanning(true)}>
            {t('journey.scan')}
          </Button>
        ) : null}
        <SubmitButton pending={sending} label={t('journey.addSubmit')} />
      </div>
    </form>
  );
}
