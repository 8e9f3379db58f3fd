import type { ReactNode } from 'react';
import { apiErrorSchema, type StaffParcel } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { SCAN_AGAIN_REASONS } from '@/data/parcels/create-parcel';
import { ParcelStatusBadge } from '@/components/parcel-status/parcel-status';
import { intakeCatalogue } from '@/i18n/catalogues/intake';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/format';
import type { ScanEntry } from '../lib/scan-queue';
import type { IntakeScan } from '../lib/use-intake-queue';
import { MeasuresText } from './measure-fields';
import { ParcelCustomer } from './parcel-customer';
import { ParcelFee } from './parcel-fee';
import * as styles from '@/components/staff/staff.css';

export type RegisterScan = ScanEntry<IntakeScan, StaffParcel>;

export type FailedScan = Extract<RegisterScan, { state: 'failed' }>;

/** A refusal the worker answers by scanning again (a duplicate, a phone to fix), not by sending the same again. */
export const isRefusal = ({ error }: FailedScan) => error.reason !== undefined && SCAN_AGAIN_REASONS.includes(error.reason);

/** A refusal about the phone: a new code without one, or a phone other than the customer's who pre-registered the code. */
export function isPhoneRefusal({ error }: FailedScan): boolean {
  return error.reason === 'PHONE_NEEDED' || error.reason === 'PREREGISTERED_OTHER_PHONE';
}

const existingSchema = apiErrorSchema.shape.existing.unwrap();

/**
 * What went wrong, in the words the register screen uses: a code already in says when and by whom
 * it was received and where it is now (or, from an older server, to scan another code).
 */
export function useRefusalMessage() {
  const t = useT(staffCatalogue);
  const ti = useT(intakeCatalogue);
  return (scan: FailedScan) => {
    if (scan.error.reason !== 'TRACK_CODE_TAKEN') return scan.error.message;
    const body: unknown = scan.error.body;
    const existing = existingSchema.safeParse(typeof body === 'object' && body !== null && 'existing' in body ? body.existing : undefined);
    if (!existing.success) return t('staff.duplicate');
    const { at, by, status } = existing.data;
    return ti('intake.alreadyReceived', { time: formatDateTime(at), who: by ?? '—', status: t(`status.${status}`) });
  };
}

/** "Энэ удаа бүртгэсэн": one row per scan, newest first, from the moment it is queued until the server's answer. */
export function RegisteredList({
  entries,
  onRetry,
  onConfirm,
  savedExtras,
}: {
  entries: readonly RegisterScan[];
  /** More for a saved row (its label, its photo), at the row's end. */
  savedExtras?: (parcel: StaffParcel) => ReactNode;
  onRetry: (id: number) => void;
  /** A pre-registered code scanned without a phone: back into the form for staff to confirm its customer's phone. */
  onConfirm: (scan: FailedScan) => void;
}) {
  const t = useT(staffCatalogue);
  const refusalMessage = useRefusalMessage();
  const saved = entries.filter((entry) => entry.state === 'done').length;
  return (
    <Card title={t('staff.sessionList')} action={<span className={styles.meta}>{t('staff.sessionCount', { count: saved })}</span>}>
      {entries.length === 0 ? (
        <p className={styles.hint}>{t('staff.sessionEmpty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('staff.sessionList')}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.scanRow} data-state={entry.state}>
              <span className={styles.wholeCode}>{entry.input.trackCode}</span>
              {entry.state === 'done' ? (
                <>
                  <ParcelStatusBadge status={entry.result.status} />
                  <span className={styles.meta}>
                    <ParcelCustomer parcel={entry.result} /> · <ParcelFee parcel={entry.result} />
                    <MeasuresText parcel={entry.result} />
                  </span>
                  {savedExtras?.(entry.result)}
                </>
              ) : null}
              {entry.state === 'waiting' || entry.state === 'saving' ? (
                <span className={styles.meta}>{t('staff.batchPending')}</span>
              ) : null}
              {entry.state === 'failed' ? (
                <>
                  <span className={`${styles.errorText} ${styles.full}`}>{refusalMessage(entry)}</span>
                  {entry.error.reason === 'PREREGISTERED_CONFIRM_PHONE' ? (
                    <Button
                      variant="outline"
                      size="sm"
                      className={styles.rowAction}
                      aria-label={`${t('staff.claimantConfirm')}: ${entry.input.trackCode}`}
                      onClick={() => onConfirm(entry)}
                    >
                      {t('staff.claimantConfirm')}
                    </Button>
                  ) : null}
                  {isRefusal(entry) ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      className={styles.rowAction}
                      aria-label={`${t('staff.retry')}: ${entry.input.trackCode}`}
                      onClick={() => onRetry(entry.id)}
                    >
                      {t('staff.retry')}
                    </Button>
                  )}
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
