import { useCallback, useState, type ClipboardEvent } from 'react';
import { parcelRegisterSchema } from '@contract';
import { findTrackCodes, isPlainCodeList, type FoundCode } from '@contract/share-text';
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
import { CameraScanner, canScanBarcodes } from '@/components/camera-scanner/camera-scanner';
import { FoundCodes, type OfferedCode } from './found-codes';
import * as styles from './my-parcels.css';
import { ContactLinks } from '@/components/contact-details/contact-details';
import { useContacts } from '@/data/contacts/get-contacts';

type CodesValues = { codes: string; note: string };
type CodesToSend = { trackCodes: string[]; note: string | undefined };
/** A pasted text with codes in it, or the reason none can be offered. */
type Offer = { codes: OfferedCode[] } | { error: string };

/** One code per line (pasted lists too), blanks and repeats dropped. */
const linesOf = (text: string) => [...new Set(text.split(/\r?\n/).map((line) => line.trim().toUpperCase()))].filter(Boolean);

function offerFrom(text: string): Offer {
  const reading = findTrackCodes(text);
  return reading.ok ? { codes: reading.codes.map((code) => ({ ...code, ticked: true })) } : { error: reading.message };
}

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
 * camera where the browser reads barcodes. Refused codes stay in the field with the reason. A pasted
 * text that is more than codes (a shop's share text, a courier's SMS) is read for codes
 * (contract/share-text.ts): they are offered ticked, each with the text around it as its note.
 */
export function AddParcelCodes() {
  const t = useT(journeyCatalogue);
  const register = useRegisterParcel();
  const form = useForm<CodesValues>({ codes: '', note: '' });
  const [scanning, setScanning] = useState(false);
  const [sending, setSending] = useState(false);
  const [offered, setOffered] = useState<OfferedCode[] | null>(null);
  // A code someone else holds can only be sorted out by the company: its phones go right under the message.
  const [askContact, setAskContact] = useState(false);
  const contacts = useContacts();

  /** Registers codes one by one; answers the refused ones with their reasons. */
  const registerAll = async (codes: FoundCode[]) => {
    setSending(true);
    const refused: FoundCode[] = [];
    const reasons: string[] = [];
    let taken = false;
    for (const code of codes) {
      try {
        await register.mutateAsync({ trackCode: code.trackCode, note: code.note.trim() || undefined });
      } catch (error) {
        refused.push(code);
        taken ||= toApiError(error).reason === 'TRACK_CODE_OF_ANOTHER';
        reasons.push(t('journey.addFailed', { code: code.trackCode, message: toApiError(error).message }));
      }
    }
    setSending(false);
    setAskContact(taken);
    const added = codes.length - refused.length;
    if (added > 0) notify.success(t('journey.added', { count: added }));
    return { refused, reasons };
  };

  const send = async ({ trackCodes, note }: CodesToSend) => {
    const { refused, reasons } = await registerAll(trackCodes.map((trackCode) => ({ trackCode, note: note ?? '' })));
    form.reset({ codes: refused.map((code) => code.trackCode).join('\n'), note: refused.length ? (note ?? '') : '' });
    if (reasons.length) form.setErrors({ codes: reasons.join('; ') });
  };

  const sendFound = async (codes: FoundCode[]) => {
    const { refused, reasons } = await registerAll(codes);
    if (refused.length === 0) {
      setOffered(null);
      form.reset({ codes: '', note: '' });
    } else setOffered(refused.map((code) => ({ ...code, ticked: true })));
    if (reasons.length) form.setErrors({ codes: reasons.join('; ') });
  };

  const offer = (text: string) => {
    const found = offerFrom(text);
    if ('error' in found) form.setErrors({ codes: found.error });
    else setOffered(found.codes);
  };

  // A paste that is more than a list of codes is read for codes instead of landing in the field.
  const readPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const text = event.clipboardData.getData('text');
    if (isPlainCodeList(text)) return;
    event.preventDefault();
    offer(text);
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
      onSubmit={(event) => {
        // Text typed or dropped in rather than pasted is read the same way, when codes are found in it;
        // otherwise each line is checked as a code, and the first bad one is named.
        const reading = isPlainCodeList(form.values.codes) ? null : findTrackCodes(form.values.codes);
        if (reading?.ok) {
          event.preventDefault();
          setOffered(reading.codes.map((code) => ({ ...code, ticked: true })));
        } else if (reading && reading.refused !== 'noCodes') {
          // Too long, or a NUL byte: the text as a whole is refused with its reason.
          event.preventDefault();
          form.setErrors({ codes: reading.message });
        } else form.submit(checkCodes, (data) => void send(data))(event);
      }}
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
            onPaste={readPaste}
          />
        )}
      </FieldFrame>
      {offered ? (
        <FoundCodes
          codes={offered}
          sending={sending}
          onChange={setOffered}
          onAdd={(codes) => void sendFound(codes)}
          onCancel={() => setOffered(null)}
        />
      ) : null}
      {askContact && codesField.error && contacts ? <ContactLinks contacts={contacts} /> : null}
      {offered ? null : <TextField label={t('journey.addNote')} autoComplete="off" maxLength={100} {...form.field('note')} />}
      {scanning ? (
        <CameraScanner onCode={addScanned} onClose={stopScanning} hint={t('journey.scanHint')} stopLabel={t('journey.scanStop')} />
      ) : null}
      <div className={styles.addActions}>
        {canScanBarcodes() && !scanning ? (
          <Button variant="outline" onClick={() => setScanning(true)}>
            {t('journey.scan')}
          </Button>
        ) : null}
        {offered ? null : <SubmitButton pending={sending} label={t('journey.addSubmit')} />}
      </div>
    </form>
  );
}
