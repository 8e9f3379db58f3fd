import type { ParcelEta, ParcelStorage } from '@contract/arrival';
import { etaCatalogue } from '@/i18n/catalogues/eta';
import { useT } from '@/i18n/i18n';
import { formatTugrik } from '@/lib/format';
import { badge } from '@/styles/badge.css';
import * as styles from './arrival-line.css';

/** `2026-11-28` as the estimate shows it: `11/28`. */
const monthDay = (date: string) => date.slice(5).replace('-', '/');

/**
 * A parcel's arrival estimate ("Ирэх хугацаа: 11/28 – 12/01", "Хоцорч байна" once past it) or its
 * storage days at Ulaanbaatar (the free days left, then the fee accrued). Nothing when it has neither.
 */
export function ArrivalLine({ eta, storage }: { eta?: ParcelEta | undefined; storage?: ParcelStorage | undefined }) {
  const t = useT(etaCatalogue);
  const storageText =
    storage && storage.daysLeft > 0
      ? t('eta.storageLeft', { days: storage.daysLeft })
      : storage && storage.fee > 0
        ? t('eta.storageFee', { fee: formatTugrik(storage.fee), days: storage.daysCharged })
        : null;
  if (!eta && !storageText) return null;
  return (
    <span className={styles.wrap}>
      {eta ? (
        <span className={styles.line}>
          {t('eta.eta', { from: monthDay(eta.from), to: monthDay(eta.to) })}
          {eta.late ? <span className={badge({ tone: 'danger', size: 'sm' })}>{t('eta.late')}</span> : null}
        </span>
      ) : null}
      {storageText ? <span className={styles.line}>{storageText}</span> : null}
    </span>
  );
}
