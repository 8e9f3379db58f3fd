import type { Dashboard } from '@contract';
import { Card } from '@/components/card/card';
import { tripsCatalogue } from '@/i18n/catalogues/trips';
import { useT } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/format';
import * as styles from './owner.css';

/**
 * Trips on the dashboard: trucks on the road now, the trips that left in the period with how long
 * each took and what each missed or brought extra, and the parcels missing after unloading until each is found or marked lost.
 */
export function DashboardTrips({ dashboard }: { dashboard: Dashboard }) {
  const t = useT(tripsCatalogue);
  return (
    <>
      <Card title={t('trips.missingParcels')}>
        {dashboard.missingParcels.length === 0 ? <p className={styles.meta}>{t('trips.missingNone')}</p> : null}
        <TripTable
          label={t('trips.missingParcels')}
          headings={[t('trips.parcels'), t('trips.trips'), t('trips.unloading')]}
          rows={dashboard.missingParcels.map((parcel) => [parcel.trackCode, parcel.tripCode, formatDateTime(parcel.closedAt)])}
        />
      </Card>
      <Card title={t('trips.onTheRoad')}>
        {dashboard.onTheRoad.length === 0 ? <p className={styles.meta}>{t('trips.onTheRoadNone')}</p> : null}
        <TripTable
          label={t('trips.onTheRoad')}
          headings={[t('trips.trips'), t('trips.plate'), t('trips.parcels'), t('trips.departedAt'), t('trips.expectedColumn')]}
          rows={dashboard.onTheRoad.map((trip) => [
            trip.code,
            trip.plate,
            String(trip.parcels),
            formatDateTime(trip.departedAt),
            trip.expectedAt ? formatDateTime(trip.expectedAt) : '—',
          ])}
        />
      </Card>
      <Card title={t('trips.periodTrips')}>
        {dashboard.trips.length === 0 ? <p className={styles.meta}>{t('trips.periodTripsNone')}</p> : null}
        <TripTable
          label={t('trips.periodTrips')}
          headings={[
            t('trips.trips'),
            t('trips.plate'),
            t('trips.parcels'),
            t('trips.departedAt'),
            t('trips.arrivedAt'),
            t('trips.duration'),
            t('trips.missingColumn'),
            t('trips.extraColumn'),
          ]}
          rows={dashboard.trips.map((trip) => [
            trip.code,
            trip.plate,
            String(trip.parcels),
            formatDateTime(trip.departedAt),
            trip.arrivedAt ? formatDateTime(trip.arrivedAt) : '—',
            trip.hours === null ? '—' : t('trips.hours', { hours: trip.hours }),
            String(trip.missing),
            String(trip.extra),
          ])}
        />
      </Card>
    </>
  );
}

function TripTable({ label, headings, rows }: { label: string; headings: string[]; rows: string[][] }) {
  if (rows.length === 0) return null;
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone.
    <div className={styles.tableWrap} tabIndex={0} role="group" aria-label={label}>
      <table className={styles.table}>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={styles.cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, index) => (
                <td key={index} className={index === 0 ? `${styles.cell} ${styles.code}` : styles.cell}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
