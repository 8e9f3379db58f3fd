import type { z } from 'zod';
import type { staffParcelCreateSchema, StaffParcel } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { ParcelPrice, ParcelStatusBadge } from '@/components/parcel-status/parcel-status';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';
import type { ScanEntry } from '../lib/scan-queue';
import { OwnerOf } from './owner-of';
import * as styles from './staff.css';

export type RegisterScan = ScanEntry<z.output<typeof staffParcelCreateSchema>, StaffParcel>;

export type FailedScan = Extract<RegisterScan, { state: 'failed' }>;

/** A refusal the worker answers by scanning again (a duplicate, a phone to fix), not by sending the same again. */
export const isRefusal = (scan: FailedScan) => scan.error.code === 400 || scan.error.code === 409;

/** A refusal about the phone: a new code without one, or a phone other than the customer's who pre-registered the code. */
export function isPhoneRefusal({ error }: FailedScan): boolean {
  return error.reason === 'PHONE_NEEDED' || error.reason === 'PREREGISTERED_OTHER_PHONE';
}

/** What went wrong, in the words the register screen uses: a duplicate is told to scan another code. */
export function useRefusalMessage() {
  const t = useT(staffCatalogue);
  return (scan: FailedScan) => (scan.error.reason === 'TRACK_CODE_TAKEN' ? t('staff.duplicate') : scan.error.message);
}

/** "Энэ удаа бүртгэсэн": one row per scan, newest first, from the moment it is queued until the server's answer. */
export function RegisteredList({
  entries,
  onRetry,
  onConfirm,
}: {
  entries: readonly RegisterScan[];
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
                    <OwnerOf parcel={entry.result} /> · <ParcelPrice price={entry.result.price} />
                  </span>
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
