import { Card } from '@/components/card/card';
import { ParcelStatusBadge } from '@/components/parcel-status/parcel-status';
import { Spinner } from '@/components/spinner/spinner';
import { useLateParcels } from '@/data/claims/staff-arrival';
import { arrivalCatalogue } from '@/i18n/catalogues/arrival';
import { useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import * as styles from '@/components/staff/staff.css';

/** Parcels on the way past the 90th percentile of recent trips, longest waiting first. */
export function LatePanel() {
  const t = useT(arrivalCatalogue);
  const late = useLateParcels();
  return (
    <Card title={t('arrival.staffLate')}>
      {late.isPending ? <Spinner /> : null}
      {late.data?.length === 0 ? <p className={styles.hint}>{t('arrival.staffLateEmpty')}</p> : null}
      {late.data?.length ? (
        <ul className={styles.list} aria-label={t('arrival.staffLate')}>
          {late.data.map((parcel) => (
            <li key={parcel.trackCode} className={styles.listItem}>
              <span className={styles.code}>{parcel.trackCode}</span>
              <ParcelStatusBadge status={parcel.status} />
              <span className={styles.meta}>
                {parcel.phone} ·{' '}
                {t('arrival.staffLateSince', { date: formatDate(parcel.receivedAt), to: parcel.eta.to.replaceAll('-', '/') })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
